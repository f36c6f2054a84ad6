import { Button, Group, NativeSelect, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLayerVersions } from '../save-bar/save-bar.queries';
import { PREVIEW_DEVICES, type PreviewDevice } from './preview-options';

interface PreviewControlsProps {
  version: string;
  device: PreviewDevice;
  onVersion: (version: string) => void;
  onDevice: (device: PreviewDevice) => void;
  onExplain: () => void;
  explainDisabled: boolean;
  onBack: () => void;
}

/** The preview's toolbar: device, layer version, the ranking explanation and the way back. */
export function PreviewControls(props: PreviewControlsProps) {
  const { t } = useTranslation();
  const versions = useLayerVersions();
  const names = (versions.data ?? []).map((version) => version.versionName);
  // The version in use stays selectable even when the server no longer lists it.
  const options = names.includes(props.version) ? names : [props.version, ...names];
  return (
    <Group gap="sm" align="flex-end">
      <SegmentedControl
        aria-label={t('preview.device')}
        value={props.device}
        onChange={(value) => props.onDevice(value === 'mobile' ? 'mobile' : 'desktop')}
        data={PREVIEW_DEVICES.map((device) => ({
          value: device,
          label: t(`preview.devices.${device}`),
        }))}
      />
      <NativeSelect
        label={t('preview.version')}
        size="xs"
        data={options}
        value={props.version}
        disabled={versions.isPending}
        onChange={(event) => props.onVersion(event.currentTarget.value)}
      />
      <Button variant="light" onClick={props.onExplain} disabled={props.explainDisabled}>
        {t('preview.explain.open')}
      </Button>
      <Button variant="subtle" onClick={props.onBack}>
        {t('preview.back')}
      </Button>
    </Group>
  );
}
