-- Documents by e-mail and for owners (decision 016): where a document's file comes from, and which files the sync has
-- copied into R2 (MEDIA) from there.

-- The CRM's download address of the file (GetDocumentList `Url`); NULL when the feed gave none.
ALTER TABLE property_documents ADD COLUMN source_url TEXT;

-- One row per document the sync tried to copy. Kept apart from property_documents, whose rows the
-- importer replaces whenever a listing changes: a copy made once is not made again for that, only
-- when the CRM gives the document another address (a new version of the file).
CREATE TABLE document_copies (
  document_id INTEGER PRIMARY KEY NOT NULL,
  source_url TEXT NOT NULL,
  copied_at TEXT,
  failures INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  tried_at TEXT NOT NULL
);
