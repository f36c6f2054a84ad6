import { useState } from 'preact/hooks';
import { categoryLeaves, holdsSelection, levelledTree, type CategoryNode } from './category-paths';
import { CheckboxFacet } from './checkbox-facet';
import type { FacetProps } from './facet-registry';
import { FacetInnerSearch, useFacetValues } from './facet-values';

/** `leafs-MC` and `leafs-SC`: checkboxes for the deepest categories only, by their own name. */
export function LeafsFacet(props: FacetProps) {
  return (
    <CheckboxFacet
      {...props}
      facet={{ ...props.facet, values: categoryLeaves(props.facet.values) }}
    />
  );
}

interface BranchProps {
  nodes: CategoryNode[];
  props: FacetProps;
  /** Open every branch (the inner search is narrowing the tree). */
  openAll: boolean;
  open: Readonly<Record<string, boolean>>;
  onOpen: (path: string, open: boolean) => void;
  nextId: () => string;
}

function Branch({ nodes, props, openAll, open, onOpen, nextId }: BranchProps) {
  const { texts, format, onToggle } = props;
  return (
    <ul class="tv-facet-values tv-tree">
      {nodes.map((node) => {
        const id = nextId();
        const parent = node.children.length > 0;
        const expanded = openAll || (open[node.path] ?? node.children.some(holdsSelection));
        return (
          <li key={node.path}>
            {parent ? (
              <button
                type="button"
                class="tv-tree-toggle"
                aria-expanded={expanded}
                onClick={() => onOpen(node.path, !expanded)}
              >
                <span class="tv-sr-only">
                  {texts.subcategories} {node.label}
                </span>
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            ) : (
              <span class="tv-tree-spacer" />
            )}
            <input
              id={id}
              type="checkbox"
              checked={node.selected}
              onChange={() => onToggle(node.path)}
            />
            <label for={id}>
              {node.label}
              {node.count > 0 && <span class="tv-count"> ({format.count(node.count)})</span>}
            </label>
            {parent && expanded && (
              <Branch
                nodes={node.children}
                props={props}
                openAll={openAll}
                open={open}
                onOpen={onOpen}
                nextId={nextId}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * `tree-MC` and `tree-SC`: categories nested by the separator, each parent with a disclosure button
 * (`aria-expanded`). Branches holding a chosen category start open; any node can be chosen. The
 * layout's category level picks which levels of each path the tree shows.
 */
export function TreeFacet(props: FacetProps) {
  const { facet, texts, idPrefix } = props;
  const state = useFacetValues(facet, false);
  const [open, setOpen] = useState<Readonly<Record<string, boolean>>>({});
  let counter = 0;
  return (
    <fieldset class="tv-facet">
      <legend class="tv-facet-title">{facet.label}</legend>
      <FacetInnerSearch facet={facet} texts={texts} state={state} />
      <Branch
        nodes={levelledTree(state.matching, facet.categoryLevels ?? [])}
        props={props}
        openAll={state.filter.trim() !== ''}
        open={open}
        onOpen={(path, next) => setOpen({ ...open, [path]: next })}
        nextId={() => `${idPrefix}-${counter++}`}
      />
    </fieldset>
  );
}
