import { SegmentGroup as ArkSegmentGroup } from '@ark-ui/react/segment-group';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import { segmentedControl } from '../../styled-system/recipes/segmented-control';

export interface SegmentedControlItem<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean | undefined;
}

type ArkRootProps = ComponentProps<typeof ArkSegmentGroup.Root>;

export interface SegmentedControlProps<V extends string = string>
  extends Omit<ArkRootProps, 'value' | 'defaultValue' | 'onValueChange' | 'children'> {
  items: readonly SegmentedControlItem<V>[];
  value?: V | undefined;
  defaultValue?: V | undefined;
  onValueChange?: ((value: V) => void) | undefined;
  /** Accessible name of the group (rendered visually hidden), e.g. "Mode". */
  label: string;
}

/**
 * A radio group drawn as segments (Input Mode / Query Mode). Click or arrow keys select;
 * Tab moves into and out of the group.
 */
export function SegmentedControl<V extends string = string>({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  className,
  ...props
}: SegmentedControlProps<V>) {
  const styles = segmentedControl();
  return (
    <ArkSegmentGroup.Root
      {...props}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onValueChange={(details) => {
        if (details.value !== null) onValueChange?.(details.value as V);
      }}
      className={cx(styles.root, className)}
    >
      <ArkSegmentGroup.Label className={styles.label}>{label}</ArkSegmentGroup.Label>
      <ArkSegmentGroup.Indicator className={styles.indicator} />
      {items.map((item) => (
        <ArkSegmentGroup.Item
          key={item.value}
          value={item.value}
          disabled={item.disabled}
          className={styles.item}
        >
          <ArkSegmentGroup.ItemText className={styles.itemText}>{item.label}</ArkSegmentGroup.ItemText>
          <ArkSegmentGroup.ItemControl className={styles.itemControl} />
          <ArkSegmentGroup.ItemHiddenInput />
        </ArkSegmentGroup.Item>
      ))}
    </ArkSegmentGroup.Root>
  );
}
