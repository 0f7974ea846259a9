import { type ComponentProps, createContext, createElement, type ElementType, useContext } from 'react';
import { cx } from '../../styled-system/css';

/**
 * The shape of a generated panda config slot recipe (`styled-system/recipes`). Variant props are
 * given as plain unions (`V`) so the package's declarations do not drag panda's CSS types along.
 */
interface SlotRecipe<S extends string> {
  (props?: never): Record<S, string>;
  splitVariantProps(props: object): [object, object];
}

type WithClassName = { className?: string | undefined };

/**
 * park-ui's `createStyleContext`, without panda's runtime style props: the root part resolves the
 * recipe's slot classes once and shares them; each other part adds its slot class. React 19 passes
 * `ref` as a plain prop, so no `forwardRef` is needed.
 */
// biome-ignore lint/complexity/noBannedTypes: `{}` = a recipe without variants
export function createStyleContext<S extends string, V extends object = {}>(recipe: SlotRecipe<S>) {
  const StyleContext = createContext<Record<string, string> | null>(null);
  const resolve = (props: object) => {
    const [variants, rest] = recipe.splitVariantProps(props);
    return [
      (recipe as unknown as (v: object) => Record<string, string>)(variants),
      rest as WithClassName,
    ] as const;
  };

  /** For a part that renders an element and owns the variants (e.g. `Field.Root`). */
  function withProvider<T extends ElementType>(Component: T, slot: S) {
    function StyledRoot(props: ComponentProps<T> & V) {
      const [styles, rest] = resolve(props);
      return createElement(
        StyleContext.Provider,
        { value: styles },
        createElement(Component, { ...rest, className: cx(styles[slot], rest.className) }),
      );
    }
    StyledRoot.displayName = `${displayName(Component)}.Styled`;
    return StyledRoot;
  }

  /** For a root that renders no element (e.g. `Menu.Root`, `Dialog.Root`). */
  function withRootProvider<T extends ElementType>(Component: T) {
    function StyledRootProvider(props: ComponentProps<T> & V) {
      const [styles, rest] = resolve(props);
      return createElement(StyleContext.Provider, { value: styles }, createElement(Component, rest));
    }
    StyledRootProvider.displayName = `${displayName(Component)}.Styled`;
    return StyledRootProvider;
  }

  /** For an inner part: takes its slot class from the nearest root. */
  function withContext<T extends ElementType>(Component: T, slot: S) {
    function StyledPart(props: ComponentProps<T>) {
      const styles = useContext(StyleContext);
      const own = props as WithClassName;
      return createElement(Component, { ...props, className: cx(styles?.[slot], own.className) });
    }
    StyledPart.displayName = `${displayName(Component)}.Styled`;
    return StyledPart;
  }

  return { withProvider, withRootProvider, withContext };
}

function displayName(Component: ElementType): string {
  if (typeof Component === 'string') return Component;
  const named = Component as { displayName?: string; name?: string };
  return named.displayName ?? named.name ?? 'Component';
}
