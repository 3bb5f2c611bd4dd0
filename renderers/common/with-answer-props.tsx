import { memo, useContext, useMemo, useRef, type ComponentType } from 'react';
import { Actions, type ControlProps, type JsonFormsCore, type LayoutProps, type OwnPropsOfControl, type OwnPropsOfLayout } from '@jsonforms/core';
import {
  ctxDispatchToControlProps,
  ctxToControlProps,
  ctxToLayoutProps,
  withJsonFormsContext,
  type JsonFormsStateContext,
} from '@jsonforms/react';
import type { Answers } from '../../src/shared/form/types.ts';
import { applyAnswerChanges, dependentsOf } from './answers.ts';
import { CommitSinkContext, type AnswerChanges } from './commit-sink.tsx';

/**
 * Writes several answers in one change (e.g. a select and its `_desc`), given as a map or computed from the
 * current answers; a dependent select whose controlling answer changed is cleared in the same change.
 */
export type Commit = (changes: AnswerChanges) => void;

export type AnswerControlProps = ControlProps & { commit: Commit };
/** Layout props without `data`: a layout re-renders only when what it shows changes, not on every answer. */
export type AnswerLayoutProps = Omit<LayoutProps, 'data'> & { commit: Commit };

/** Picks extra props from the whole form state; keep them primitive so the memoised renderer skips unrelated changes. */
export type Selector<Extra, Props> = (core: JsonFormsCore, props: Props) => Extra;

function useCommit(ctx: JsonFormsStateContext): Commit {
  const root = useRef(ctx.core?.uischema);
  root.current = ctx.core?.uischema;
  const { dispatch } = ctx;
  const sink = useContext(CommitSinkContext);
  return useMemo<Commit>(
    () => (changes) => {
      dispatch?.(
        Actions.update('', (stored: Answers | undefined) => {
          const answers = stored ?? {};
          const dependents = root.current ? dependentsOf(root.current) : {};
          return applyAnswerChanges(answers, typeof changes === 'function' ? changes(answers) : changes, dependents);
        }),
      );
      sink?.(changes);
    },
    [dispatch, sink],
  );
}

/**
 * withJsonFormsControlProps plus `commit`, and optional `select`ed extras: the one wrapper every control uses.
 * The inner renderer is memoised, so typing in one field does not re-render the others.
 */
export function withAnswerProps<Extra extends object = object>(
  Component: ComponentType<AnswerControlProps & Extra>,
  select?: Selector<Extra, ControlProps>,
): ComponentType<OwnPropsOfControl> {
  const Inner = memo(Component) as ComponentType<AnswerControlProps & Extra>;
  return withJsonFormsContext(function WithAnswerProps({ ctx, props }: { ctx: JsonFormsStateContext; props: OwnPropsOfControl }) {
    const controlProps = { ...props, ...ctxToControlProps(ctx, props), ...ctxDispatchToControlProps(ctx.dispatch!) } as ControlProps;
    const commit = useCommit(ctx);
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
    const commit = useCommit(ctx);
    const extra = select ? select(ctx.core!, { ...layoutProps, commit }) : ({} as Extra);
    return <Inner {...layoutProps} {...extra} commit={commit} />;
  });
}
