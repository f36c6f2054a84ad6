import { ColorInput } from '@mantine/core';
import { hexColorSchema } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLayout } from '../layout-edits';

/**
 * Primary colour: a picker with a hex input (docs/product/layout-design.md#general-tab). The colour
 * becomes one edit when the field is left or Enter is pressed, not one per keystroke or step of a
 * drag (the picker keeps the focus in the field); a text that is no `#RRGGBB` colour is not saved.
 */
export function PrimaryColorSetting({ value }: { value: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const commit = (next: string) => {
    const colour = next.trim().toUpperCase();
    if (colour !== value.toUpperCase() && hexColorSchema.safeParse(colour).success) {
      setLayout('primaryColor', colour);
    }
  };
  return (
    <ColorInput
      label={t('layoutDesign.general.primaryColor')}
      description={t('layoutDesign.general.primaryColorHelp')}
      format="hex"
      withEyeDropper={false}
      value={text}
      onChange={setText}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
    />
  );
}
