import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './providers';
import { AA_RATIO, contrastRatio, overWhite, readableCssVariables } from './theme-contrast';

/** The app's theme as Mantine resolves it, and the light-scheme variables it sets. */
const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = readableCssVariables(resolved).light as Record<string, string>;
const palettes = Object.keys(resolved.colors);

describe('theme colours reach WCAG AA (4.5:1) in the light scheme', () => {
  it('dimmed text on white and on the grey panels', () => {
    const dimmed = light['--mantine-color-dimmed']!;
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(AA_RATIO);
    expect(contrastRatio(dimmed, resolved.colors.gray[0])).toBeGreaterThanOrEqual(AA_RATIO);
    expect(contrastRatio(dimmed, resolved.colors.gray[1])).toBeGreaterThanOrEqual(AA_RATIO);
  });

  it.each(palettes)('%s: text on white and on its tinted background (badges, light buttons)', (name) => {
    const text = light[`--mantine-color-${name}-text`]!;
    const tint = overWhite(resolved.colors[name]![7]!, 0.12);
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(AA_RATIO);
    expect(contrastRatio(text, tint)).toBeGreaterThanOrEqual(AA_RATIO);
    expect(light[`--mantine-color-${name}-light-color`]).toBe(text);
    expect(light[`--mantine-color-${name}-outline`]).toBe(text);
  });

  it.each(palettes)('%s: the text of a filled button on its background', (name) => {
    const filled = light[`--mantine-color-${name}-filled`]!;
    const onFilled = resolved.variantColorResolver({ color: name, theme: resolved, variant: 'filled' }).color;
    const textColour = onFilled === 'var(--mantine-color-black)' ? '#000000' : '#ffffff';
    expect(contrastRatio(textColour, filled)).toBeGreaterThanOrEqual(AA_RATIO);
  });

  it('the gold of the brand stays gold on filled buttons, with black text', () => {
    expect(light['--mantine-color-yellow-filled']).toBe(resolved.colors.yellow[7]);
    expect(resolved.variantColorResolver({ color: 'yellow', theme: resolved, variant: 'filled' }).color).toBe('var(--mantine-color-black)');
    expect(light['--mantine-primary-color-contrast']).toBe('var(--mantine-color-black)');
  });

  it('an explicit shade (teal.6) is read as its readable palette', () => {
    const light6 = resolved.variantColorResolver({ color: 'teal.6', theme: resolved, variant: 'light' });
    expect(light6.color).toBe('var(--mantine-color-teal-light-color)');
  });
});
