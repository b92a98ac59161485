import { useLingui } from '@lingui/react/macro'
import { PageLink } from '#/components/PageLink.tsx'
import { PageHeader } from '#/components/PageHeader.tsx'
import { useLocale } from '#/components/shell/use-locale.ts'
import { PASSWORD_ANSWERS, ownerAnswer, passwordProblemMessage, type OwnerAnswer, type PasswordAnswer } from './owner-messages.ts'
import type { OwnerPageAnswer } from './owner-page-loader.ts'
import { OwnerAuthForm, type FormMessage } from './OwnerAuthForm.tsx'
import { OwnerPortalFrame } from './OwnerPortalFrame.tsx'

// The login form, the forgotten-password pages and the password change (decision 008).

const INFO_ANSWERS: ReadonlyArray<OwnerPageAnswer> = ['reset-sent', 'password-changed', 'logged-out', 'changed']

/** The notice an `?answer=` shows, after a form posted without JavaScript. */
function useAnswerNotice(answer: OwnerPageAnswer | undefined): FormMessage | undefined {
  const { t, i18n } = useLingui()
  if (!answer) return undefined
  const tone = INFO_ANSWERS.includes(answer) ? 'info' : 'error'
  if (answer === 'changed') return { tone, text: t`Your password has been changed. Other devices have been logged out.` }
  if (answer === 'invalid-email') return { tone, text: t`The email address is not valid` }
  if ((PASSWORD_ANSWERS as ReadonlyArray<string>).includes(answer))
    return { tone, text: passwordProblemMessage(i18n, answer as PasswordAnswer) }
  return { tone, text: ownerAnswer(i18n, answer as OwnerAnswer) }
}

export function LoginForm({ captchaScriptUrl, answer }: { captchaScriptUrl: string; answer?: OwnerPageAnswer }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <section aria-labelledby="owner-login-heading">
      <h2 id="owner-login-heading" className="mb-6 font-display text-2xl text-ink md:text-3xl">
        {t`Log in to your owner portal`}
      </h2>
      <OwnerAuthForm
        action="/api/owner/login"
        submitLabel={t`Log in`}
        notice={useAnswerNotice(answer)}
        captchaScriptUrl={captchaScriptUrl}
        fields={[
          { name: 'email', type: 'email', label: t`Email address`, autoComplete: 'username' },
          { name: 'password', type: 'password', label: t`Password`, autoComplete: 'current-password' },
        ]}
      >
        <p className="mt-5 text-sm">
          <PageLink
            to="/$lang/password-reset/"
            params={{ lang: locale }}
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            {t`Forgotten your password?`}
          </PageLink>
        </p>
      </OwnerAuthForm>
    </section>
  )
}

export function PasswordResetView({ token, answer }: { token?: string; answer?: OwnerPageAnswer }) {
  const { t } = useLingui()
  const locale = useLocale()
  const notice = useAnswerNotice(answer)
  const choosing = token !== undefined && answer !== 'reset-invalid'
  return (
    <article>
      <PageHeader
        neutral="password-reset"
        title={choosing ? t`Choose a new password` : t`Forgotten password`}
        lead={
          choosing
            ? t`At least 10 characters. A few words you will remember make a strong password.`
            : t`Give the e-mail address of your owner account. We will send it a link to choose a new password.`
        }
      />
      <div className="container-page max-w-2xl pt-10 pb-20 md:pt-14 md:pb-28">
        {choosing ? (
          <OwnerAuthForm
            action="/api/owner/reset"
            submitLabel={t`Save the new password`}
            notice={notice}
            fields={[
              { name: 'token', type: 'hidden', value: token },
              { name: 'password', type: 'password', label: t`New password`, autoComplete: 'new-password', hint: t`At least 10 characters` },
              { name: 'confirm', type: 'password', label: t`Confirm the new password`, autoComplete: 'new-password' },
            ]}
          />
        ) : (
          <OwnerAuthForm
            action="/api/owner/forgot"
            submitLabel={t`Send me a link`}
            notice={notice}
            stayOnSuccess
            fields={[{ name: 'email', type: 'email', label: t`Email address`, autoComplete: 'username' }]}
          >
            <p className="mt-5 text-sm">
              <PageLink to="/$lang/login/" params={{ lang: locale }} className="font-semibold text-brand-dark underline underline-offset-2">
                {t`Back to the login`}
              </PageLink>
            </p>
          </OwnerAuthForm>
        )}
      </div>
    </article>
  )
}

export function ChangePasswordView({
  owner,
  answer,
}: {
  owner: { firstName: string; lastName: string; email: string }
  answer?: OwnerPageAnswer
}) {
  const { t } = useLingui()
  return (
    <OwnerPortalFrame title={t`Change password`} crumb={t`Change password`} owner={owner} current="password">
      <div className="max-w-2xl">
        <p className="mb-6 text-lg text-muted">{t`After the change, every other device where you are logged in is logged out.`}</p>
        <OwnerAuthForm
          action="/api/owner/password"
          submitLabel={t`Save the new password`}
          notice={useAnswerNotice(answer)}
          stayOnSuccess
          fields={[
            { name: 'username', type: 'hidden', value: owner.email },
            { name: 'current', type: 'password', label: t`Current password`, autoComplete: 'current-password' },
            { name: 'password', type: 'password', label: t`New password`, autoComplete: 'new-password', hint: t`At least 10 characters` },
            { name: 'confirm', type: 'password', label: t`Confirm the new password`, autoComplete: 'new-password' },
          ]}
        />
      </div>
    </OwnerPortalFrame>
  )
}
