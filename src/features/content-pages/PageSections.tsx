import type { LocalizedPage } from '#/content/content-types.ts'

/** A content page's text: each section with its heading, paragraphs and bullet list. */
export function PageSections({ sections }: { sections: LocalizedPage['sections'] }) {
  return sections.map((section, index) => (
    <section key={index}>
      {section.heading && <h2>{section.heading}</h2>}
      {section.paragraphs.map((paragraph, p) => (
        <p key={p}>{paragraph}</p>
      ))}
      {section.bullets && (
        <ul>
          {section.bullets.map((bullet, b) => (
            <li key={b}>{bullet}</li>
          ))}
        </ul>
      )}
    </section>
  ))
}
