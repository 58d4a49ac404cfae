/**
 * Tabs (Radix Tabs): arrow keys move between tabs, Tab moves into the panel. The list scrolls
 * sideways on narrow screens instead of widening the page.
 */
import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

export function Tabs(props: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root {...props} />;
}

export function TabsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <RadixTabs.List aria-label={label} className="inline-flex min-w-full gap-1 border-b border-slate-200">
        {children}
      </RadixTabs.List>
    </div>
  );
}

export function TabsTrigger({ value, children, testId }: { value: string; children: ReactNode; testId?: string }) {
  return (
    <RadixTabs.Trigger
      value={value}
      data-testid={testId}
      className="-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
    >
      {children}
    </RadixTabs.Trigger>
  );
}

export function TabsContent({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className="pt-6 focus-visible:outline-none">
      {children}
    </RadixTabs.Content>
  );
}
