import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { RECOMMEND_MAX_PRODUCTS } from '@trova/contracts';
import { useTranslation } from 'react-i18next';

/**
 * How many products a recommendation shows at most, 1 to 50 (the most the server serves; 20 by
 * default). The field may be emptied while typing; leaving it shows the size kept.
 * @example <SizeInput size={draft.size} onChange={(size) => …} />
 */
export function SizeInput({ size, onChange }: { size: number; onChange: (size: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | number>(size);
  return (
    <NumberInput
      label={t('vmRecommendations.recommender.size')}
      description={t('vmRecommendations.recommender.sizeHelp')}
      min={1}
      max={RECOMMEND_MAX_PRODUCTS}
      clampBehavior="strict"
      allowDecimal={false}
      allowNegative={false}
      value={typed}
      onChange={(value) => {
        setTyped(value);
        const next = Number(value);
        if (value !== '' && Number.isInteger(next) && next >= 1) onChange(next);
      }}
      onBlur={() => setTyped(size)}
      maw={200}
    />
  );
}
