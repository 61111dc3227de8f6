// A card's chain chips under what each group of chains is (see chain-groups.ts): the heading is
// a chip whose tooltip explains it, directly above the chains it speaks of.
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { ChainGroup } from './chain-groups';
import { ChainChips, type ChainChipItem } from './ChainChips';
import { VariantChip } from './VariantChip';

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(1)};
`;

export function ChainGroups({
  groups,
  collapse,
  labelledBy,
}: {
  groups: readonly ChainGroup<ChainChipItem>[];
  collapse: boolean | number;
  labelledBy?: string;
}) {
  const baseId = useId();
  const [only] = groups;
  if (groups.length === 1 && only && only.kind === null)
    return <ChainChips chains={only.chains} collapse={collapse} labelledBy={labelledBy} />;
  return (
    <Groups>
      {groups.map((group) => {
        const headingId = `${baseId}-${groups.indexOf(group)}`;
        return (
          <Group key={group.key} data-mark={group.kind ?? 'none'}>
            {group.kind !== null && (
              <VariantChip
                id={headingId}
                kind={group.kind}
                label={group.heading}
                explanation={group.explanation}
                sources={group.sources}
              />
            )}
            {/* Each list is named by the card's label and its own heading. */}
            <ChainChips
              chains={group.chains}
              collapse={collapse}
              labelledBy={
                group.kind === null ? labelledBy : [labelledBy, headingId].filter(Boolean).join(' ')
              }
            />
          </Group>
        );
      })}
    </Groups>
  );
}
