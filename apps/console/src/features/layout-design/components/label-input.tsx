import { TextInput } from '@mantine/core';
import { useState } from 'react';

interface LabelInputProps {
  label: string;
  value: string;
  maxLength: number;
  /** The contracts' rule for the label. */
  isValid: (value: string) => boolean;
  invalidText: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
}

/**
 * A label edited in place and committed when the field is left or Enter is pressed
 * (docs/product/layout-design.md#facets); a label the rule refuses stays in the field with its error
 * and is not saved, Escape puts the saved one back. Remount it with a key of the stored value to
 * follow discards.
 */
export function LabelInput({ value, isValid, invalidText, onCommit, ...props }: LabelInputProps) {
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const next = text.trim();
    if (next === value) return setError(null);
    if (!isValid(next)) return setError(invalidText);
    setError(null);
    onCommit(next);
  };
  return (
    <TextInput
      {...props}
      value={text}
      error={error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          setText(value);
          setError(null);
        }
      }}
    />
  );
}
