import styled from 'styled-components';
import { TextField, type TextFieldProps } from './TextField.tsx';

/**
 * A list's search box whose placeholder is a whole sentence (spec 02 §2.1, 03 §2): where the field
 * is too narrow to show it (phones) the sentence is a line under the field instead of being cut.
 * 25rem holds the sentence in the widest usual sans-serif (DejaVu Sans, ~371 px at 16 px) plus the
 * input's padding.
 */
const Field = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  @container (max-width: 25rem) {
    input::placeholder { color: transparent; }
  }
`;

const Hint = styled.p`
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  @container (max-width: 25rem) {
    display: block;
  }
`;

export function SearchField({ placeholder, ...props }: TextFieldProps & { readonly placeholder: string }) {
  return (
    <Field>
      <TextField type="search" autoComplete="off" placeholder={placeholder} {...props} />
      {/* Assistive technology reads the placeholder, still there though transparent. */}
      <Hint aria-hidden="true" data-search-hint>
        {placeholder}
      </Hint>
    </Field>
  );
}
