import { memo, useContext, useMemo, type ComponentType } from 'react';
import { Resolve, type ControlProps, type JsonFormsCore, type LayoutProps, type OwnPropsOfControl, type OwnPropsOfLayout } from '@jsonforms/core';
import { ctxToControlProps, ctxToLayoutProps, useJsonForms, type JsonFormsStateContext } from '@jsonforms/react';
import { shallowEqual, useAnswerSelection, useAnswerSource, type AnswerSource } from './answer-source.ts';
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

const NO_EXTRA = {};

/** What `select` picks from JSON Forms' state with the source's answers as its data, kept while shallowly equal. */
function useSelected<Extra extends object, Props>(ctx: JsonFormsStateContext, source: AnswerSource, props: Props, select?: Selector<Extra, Props>): Extra {
  return useAnswerSelection(source, (answers) => (select ? select({ ...ctx.core!, data: answers }, props) : (NO_EXTRA as Extra)), shallowEqual);
}

/**
 * withJsonFormsControlProps plus `commit`, and optional `select`ed extras: the one wrapper every control uses.
 * The answer (`data`) and the extras come from the answer source, to which the wrapper subscribes: a commit
 * re-renders only the controls whose answer or extras it changes. The inner renderer is memoised too.
 */
export function withAnswerProps<Extra extends object = object>(
  Component: ComponentType<AnswerControlProps & Extra>,
  select?: Selector<Extra, Omit<ControlProps, 'handleChange'>>,
): ComponentType<OwnPropsOfControl> {
  const Inner = memo(Component) as ComponentType<AnswerControlProps & Extra>;
  return function WithAnswerProps(props: OwnPropsOfControl) {
    const ctx = useJsonForms();
    const controlProps = useMemo(() => ({ ...props, ...ctxToControlProps(ctx, props) }) as Omit<ControlProps, 'handleChange'>, [ctx, props]);
    const source = useAnswerSource(ctx);
    const data: unknown = useAnswerSelection(source, (answers) => Resolve.data(answers, controlProps.path));
    const extra = useSelected(ctx, source, controlProps, select);
    const commit = useCommit();
    return <Inner {...controlProps} data={data} {...extra} commit={commit} />;
  };
}

/** The layout equivalent: layout props without `data`, plus `commit` and `select`ed extras; memoised. */
export function withAnswerLayoutProps<Extra extends object = object>(
  Component: ComponentType<AnswerLayoutProps & Extra>,
  select?: Selector<Extra, AnswerLayoutProps>,
): ComponentType<OwnPropsOfLayout> {
  const Inner = memo(Component) as ComponentType<AnswerLayoutProps & Extra>;
  return function WithAnswerLayoutProps(props: OwnPropsOfLayout) {
    const ctx = useJsonForms();
    const commit = useCommit();
    const layoutProps = useMemo(() => {
      const { data: _answers, ...rest } = { ...props, ...ctxToLayoutProps(ctx, props) };
      return { ...rest, commit };
    }, [ctx, props, commit]);
    const extra = useSelected(ctx, useAnswerSource(ctx), layoutProps, select);
    return <Inner {...layoutProps} {...extra} />;
  };
}
