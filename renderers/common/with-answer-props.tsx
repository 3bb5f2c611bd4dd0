import { memo, useMemo, useRef, type ComponentType } from 'react';
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

/** Writes several answers in one change (e.g. a select and its `_desc`); dependent selects of a changed key clear. */
export type Commit = (changes: Answers) => void;

export type AnswerControlProps = ControlProps & { commit: Commit };
export type AnswerLayoutProps = LayoutProps & { commit: Commit };

/** Picks extra props from the whole form state; keep them primitive so the memoised renderer skips unrelated changes. */
export type Selector<Extra> = (core: JsonFormsCore, props: ControlProps) => Extra;

function useCommit(ctx: JsonFormsStateContext): Commit {
  const root = useRef(ctx.core?.uischema);
  root.current = ctx.core?.uischema;
  const { dispatch } = ctx;
  return useMemo<Commit>(
    () => (changes) =>
      dispatch?.(
        Actions.update('', (answers: Answers | undefined) =>
          applyAnswerChanges(answers ?? {}, changes, root.current ? dependentsOf(root.current) : {}),
        ),
      ),
    [dispatch],
  );
}

/**
 * withJsonFormsControlProps plus `commit`, and optional `select`ed extras: the one wrapper every control uses.
 * The inner renderer is memoised, so typing in one field does not re-render the others.
 */
export function withAnswerProps<Extra extends object = object>(
  Component: ComponentType<AnswerControlProps & Extra>,
  select?: Selector<Extra>,
): ComponentType<OwnPropsOfControl> {
  const Inner = memo(Component) as ComponentType<AnswerControlProps & Extra>;
  return withJsonFormsContext(function WithAnswerProps({ ctx, props }: { ctx: JsonFormsStateContext; props: OwnPropsOfControl }) {
    const controlProps = { ...props, ...ctxToControlProps(ctx, props), ...ctxDispatchToControlProps(ctx.dispatch!) } as ControlProps;
    const commit = useCommit(ctx);
    const extra = select ? select(ctx.core!, controlProps) : ({} as Extra);
    return <Inner {...controlProps} {...extra} commit={commit} />;
  });
}

/** withJsonFormsLayoutProps plus `commit` (Tabs clears the answers of the tabs left behind). */
export function withAnswerLayoutProps(Component: ComponentType<AnswerLayoutProps>): ComponentType<OwnPropsOfLayout> {
  const Inner = memo(Component);
  return withJsonFormsContext(function WithAnswerLayoutProps({ ctx, props }: { ctx: JsonFormsStateContext; props: OwnPropsOfLayout }) {
    const layoutProps = { ...props, ...ctxToLayoutProps(ctx, props) };
    const commit = useCommit(ctx);
    return <Inner {...layoutProps} commit={commit} />;
  });
}
