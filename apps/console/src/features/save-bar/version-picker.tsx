import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LayerVersion } from '@trova/contracts';
import { editConfiguration } from '../configuration/configuration-store';
import { useLayerVersions } from './save-bar.queries';

function describe(version: LayerVersion | undefined, language: string): string | undefined {
  if (!version) return undefined;
  return version.description[language] ?? version.description.en;
}

/** Layer version picker (`GET versions`): choosing one is an edit of setup.config.layerVersion. */
export function VersionPicker({ current }: { current: string }) {
  const { t, i18n } = useTranslation();
  const versions = useLayerVersions();
  const names = (versions.data ?? []).map((version) => version.versionName);
  // A stored version the server no longer lists stays selectable, so the picker never lies.
  const options = names.includes(current) ? names : [current, ...names];
  const chosen = versions.data?.find((version) => version.versionName === current);

  return (
    <NativeSelect
      label={t('saveBar.version')}
      size="xs"
      data={options}
      value={current}
      disabled={versions.isPending}
      description={versions.isError ? t('saveBar.versionsFailed') : describe(chosen, i18n.language)}
      onChange={(event) => {
        const layerVersion = event.currentTarget.value;
        editConfiguration('setup', (setup) => ({
          ...setup,
          config: { ...setup.config, layerVersion },
        }));
      }}
    />
  );
}
