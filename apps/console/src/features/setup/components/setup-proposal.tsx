import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FineTuning, Setup } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { editConfiguration } from '../../configuration/configuration-store';
import { weightsForQueryFields, withFacets } from '../setup.rules';
import {
  codeQueryFields,
  isSetupUnchosen,
  proposeSetup,
  type SetupProposal,
} from '../setup-proposal.rules';
import { NameBadges } from './configuration-tile';

/** Applies a proposal as edits of the draft: the setup, then the weights that follow its fields. */
function applyProposal(proposal: SetupProposal, weights: FineTuning['weights']): void {
  editConfiguration('setup', (current) => ({
    ...current,
    query: proposal.query,
    results: proposal.results,
    ...withFacets(current, proposal.facets),
  }));
  const nextWeights = weightsForQueryFields(weights, Object.keys(proposal.query));
  if (nextWeights !== weights) {
    editConfiguration('fineTuning', (current) => ({ ...current, weights: nextWeights }));
  }
}

function ProposalRow({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <NameBadges names={names} />
    </Stack>
  );
}

interface SetupProposalCardProps {
  attributes: readonly string[];
  setup: Setup;
  weights: FineTuning['weights'];
}

/**
 * The starting setup proposed from the shop's fields (docs/product/onboarding.md#proposed-setup),
 * offered while nothing is chosen yet; one click fills query, results and facets, which the
 * tiles below then edit as usual.
 */
export function SetupProposalCard({ attributes, setup, weights }: SetupProposalCardProps) {
  const { t } = useTranslation();
  if (!isSetupUnchosen(setup)) return null;
  const proposal = proposeSetup(attributes);
  if (isSetupUnchosen(proposal)) return null;
  const codes = codeQueryFields(proposal.query);
  const words = Object.keys(proposal.query).filter((name) => !codes.includes(name));
  const typeLabels: Record<string, string> = {
    text: t('setup.proposal.types.text'),
    price: t('setup.proposal.types.price'),
    image: t('setup.proposal.types.image'),
    url: t('setup.proposal.types.url'),
    number: t('setup.proposal.types.number'),
  };
  const results = Object.entries(proposal.results).map(([name, field]) =>
    t('setup.proposal.resultAs', { field: name, type: typeLabels[String(field.value)] ?? '' }),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="setup-proposal">
      <Stack gap="sm">
        <Title order={3} id="setup-proposal" size="h4">
          {t('setup.proposal.title')}
        </Title>
        <Text size="sm">{t('setup.proposal.intro')}</Text>
        <ProposalRow label={t('setup.proposal.words')} names={words} />
        <ProposalRow label={t('setup.proposal.codes')} names={codes} />
        {codes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('setup.proposal.noCodes')}
          </Text>
        ) : null}
        <ProposalRow label={t('setup.proposal.results')} names={results} />
        <ProposalRow label={t('setup.proposal.facets')} names={proposal.facets} />
        <Group>
          <Button onClick={() => applyProposal(proposal, weights)}>
            {t('setup.proposal.apply')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
