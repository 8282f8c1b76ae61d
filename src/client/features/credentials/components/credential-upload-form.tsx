import { useId, useState, type FormEvent } from 'react';
import {
  credentialKindKeys,
  isCredentialFileType,
  MAX_CREDENTIAL_BYTES,
  uploadDateOf,
  uploadDateProblem,
  type CredentialKind,
} from '#shared/domain/credentials.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { errorClass, inputClass, labelClass } from '#client/components/ui/field-classes.ts';
import { FieldMessage } from '#client/components/ui/field-message.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage } from '#client/lib/forms.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import { useUploadCredential } from '../api/credentials.ts';

type Errors = Partial<Record<'kind' | 'expiresOn' | 'issuedOn' | 'file', string>>;

/** The browser's checks, the same rules the server applies again. */
function check(kind: CredentialKind, date: string, file: File | null): Errors {
  const dated = uploadDateOf(kind);
  const problem = uploadDateProblem(
    kind,
    dated ? { [dated]: date || undefined } : {},
    torontoDay(new Date()),
  );
  const errors: Errors = problem ? { [problem.field]: problem.message } : {};
  if (!file) errors.file = 'is required';
  else if (!isCredentialFileType(file.type)) errors.file = 'must be a PDF, JPEG or PNG';
  else if (file.size > MAX_CREDENTIAL_BYTES) errors.file = 'must be at most 10 MB';
  return errors;
}

/** Settings → Credentials' form: which proof, its date where it has one, and the file. */
export function CredentialUploadForm() {
  const t = useT();
  const locale = useLocale();
  const { alert } = useAlerts();
  const send = useUploadCredential();
  const id = useId();
  const [kind, setKind] = useState<CredentialKind>('insurance');
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const dated = uploadDateOf(kind);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(kind, date, file);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    send.mutate(
      { file, fields: { kind, ...(dated ? { [dated]: date } : {}) } },
      {
        onSuccess: () => {
          alert(t('credentials.upload.sent'), 'success');
          setDate('');
          setFile(null);
          (event.target as HTMLFormElement).reset();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          alert(errorMessage(error), 'error');
        },
      },
    );
  };

  const kinds = (['insurance', 'training', 'police-check'] as const).map((value) => {
    // The kinds' words are written for the middle of a sentence (the e-mails use them).
    const words = t(credentialKindKeys[value]);
    return { value, label: words.charAt(0).toLocaleUpperCase(locale) + words.slice(1) };
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <RadioGroupField
        legend={t('credentials.upload.kind')}
        name="kind"
        options={kinds}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setDate('');
          setErrors({});
        }}
        error={errors.kind}
      />
      {dated ? (
        <div>
          <label htmlFor={`${id}-date`} className={labelClass}>
            {dated === 'expiresOn'
              ? t('credentials.upload.expiresOn')
              : t('credentials.upload.issuedOn')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={inputClass}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            aria-invalid={Boolean(errors[dated])}
            aria-describedby={errors[dated] ? `${id}-date-error` : undefined}
          />
          {errors[dated] ? (
            <p id={`${id}-date-error`} className={errorClass}>
              <FieldMessage text={errors[dated]} />
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          {t('credentials.upload.file')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-blush-100 file:px-4 file:font-semibold"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-invalid={Boolean(errors.file)}
          aria-describedby={`${id}-file-hint${errors.file ? ` ${id}-file-error` : ''}`}
        />
        <p id={`${id}-file-hint`} className="mt-1.5 text-sm text-muted">
          {t('credentials.upload.fileHint')}
        </p>
        {errors.file ? (
          <p id={`${id}-file-error`} className={errorClass}>
            <FieldMessage text={errors.file} />
          </p>
        ) : null}
      </div>
      <Button type="submit" isDisabled={send.isPending} className="self-start">
        {send.isPending ? t('credentials.upload.sending') : t('credentials.upload.submit')}
      </Button>
    </form>
  );
}
