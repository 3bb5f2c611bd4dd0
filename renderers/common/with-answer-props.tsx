import { memo, useContext, type ComponentType } from 'react';
import type { ControlProps, JsonFormsCore, LayoutProps, OwnPropsOfControl, OwnPropsOfLayout } from '@jsonforms/core';
import {
  ctxToControlProps,
  ctxToLayoutProps,
  withJsonFormsContext,
  type JsonFormsStateContext,
} from '@jsonforms/react';
import { CommitContext, type AnswerChanges } from './commit-context.tsx';

/**
 * Writes several answers in one change (e.g. a select and its `_desc`), given as a map or computed from the
 * current answers; the form binding clears, in the same change, the dependent selects whose controlling answer
 * changed and the sections that become hidden.
 */
export type Commit = (changes: AnswerChanges) => void;

/** Control props without JSON Forms' `handleChange`: a control writes only through `commit`. */
export type AnswerControlProps = Omit<ControlProps, 'handleChange'> & { commit: Commit };
/** Layout props without `data`: a layout re-renders only when what it shows changes, not on every answer. */
export type AnswerLayoutProps = Omit<LayoutProps, 'data'> & { commit: Commit };

/** Picks extra props from the whole form state; keep them primitive so the memoised renderer skips unrelated changes. */
export type Selector<Extra, Props> = (core: JsonFormsCore, props: Props) => Extra;

const ignore: Commit = () => {};

/** The provided commit (the same function while the form lives, so memoised renderers skip re-rendering). */
function useCommit(): Commit {
  return useContext(CommitContext) ?? ignore;
}

/**
 * withJsonFormsControlProps plus `commit`, and optional `select`ed extras: the one wrapper every control uses.
 * The inner renderer is memoised, so typing in one field does not re-render the others.
 */
export function withAnswerProps<Extra extends object = object>(
  Component: ComponentType<AnswerControlProps & Extra>,
  select?: Selector<Extra, Omit<ControlProps, 'handleChange'>>,
): ComponentType<OwnPropsOfControl> {
  const Inner = memo(Component) as ComponentType<AnswerControlProps & Extra>;
  return withJsonFormsContext(function WithAnswerProps({ ctx, props }: { ctx: JsonFormsStateContext; props: OwnPropsOfControl }) {
    const controlProps = { ...props, ...ctxToControlProps(ctx, props) } as Omit<ControlProps, 'handleChange'>;
    const commit = useCommit();
    const extra = select ? select(ctx.core!, controlProps) : ({} as Extra);
    return <Inner {...controlProps} {...extra} commit={commit} />;
  });
}

/** The layout equivalent: layout props without `data`, plus `commit` and `select`ed extras; memoised. */
export function withAnswerLayoutProps<Extra extends object = object>(
  Component: ComponentType<AnswerLayoutProps & Extra>,
  select?: Selector<Extra, AnswerLayoutProps>,
): ComponentType<OwnPropsOfLayout> {
  const Inner = memo(Component) as ComponentType<AnswerLayoutProps & Extra>;
  return withJsonFormsContext(function WithAnswerLayoutProps({ ctx, props }: { ctx: JsonFormsStateContext; props: OwnPropsOfLayout }) {
    const { data: _answers, ...layoutProps } = { ...props, ...ctxToLayoutProps(ctx, props) };
    const commit = useCommit();
    const extra = select ? select(ctx.core!, { ...layoutProps, commit }) : ({} as Extra);
    return <Inner {...layoutProps} {...extra} commit={commit} />;
  });
}
