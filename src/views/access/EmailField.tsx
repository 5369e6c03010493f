import { access } from '../../i18n/es.ts';
import { TextField, type TextFieldProps } from '../ui/TextField.tsx';

type EmailFieldProps = Pick<TextFieldProps, 'label' | 'value' | 'error' | 'onValueChange'> & {
  /** While the machine is busy the value stays as submitted. */
  busy: boolean;
};

/** The e-mail input of every access form: same keyboard, autofill and placeholder everywhere. */
export function EmailField({ busy, ...field }: EmailFieldProps) {
  return (
    <TextField
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder={access.signIn.emailPlaceholder}
      readOnly={busy}
      {...field}
    />
  );
}
