import { ColorInput } from '@mantine/core';
import { hexColorSchema } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLayout } from '../layout-edits';

/**
 * Primary colour: a picker with a hex input (docs/product/layout-design.md#general-tab). The colour
 * becomes one edit when the picker is let go or the field is left, not one per step of a drag; a
 * text that is no `#RRGGBB` colour is not saved.
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
      onChangeEnd={commit}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
    />
  );
}
