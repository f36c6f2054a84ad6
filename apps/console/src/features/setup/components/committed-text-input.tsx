import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

type CommittedTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  /** Called on blur or Enter with the trimmed text, only when it changed. */
  onCommit: (value: string) => void;
};

/**
 * A text setting that becomes one configuration edit when the field is left, not one per keystroke,
 * so discard undoes the whole change. Remount it with a key of the stored value to follow discards.
 */
export function CommittedTextInput({ value, onCommit, ...props }: CommittedTextInputProps) {
  const [text, setText] = useState(value);
  const commit = () => {
    const next = text.trim();
    if (next !== value) onCommit(next);
  };
  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
