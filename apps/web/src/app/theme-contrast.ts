import {
  alpha,
  darken,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Readable colours for the light scheme (WCAG AA: 4.5:1 for normal text). Mantine's shade 7 of most colours
 * is too light for text on white or on its own tinted background (gold #f59f00 under white text is 2.13:1, its
 * tinted badge 1.97:1, the dimmed grey 3.32:1), so every text colour, tinted-button colour and filled
 * background is darkened only as far as that ratio needs; the gold of the brand stays gold, with black text.
 */
export const AA_RATIO = 4.5;
/** A little above AA, so that anti-aliasing and the striped table rows (#f8f9fa) keep the ratio. */
const TARGET = 4.7;
/** Filled colours brighter than this keep their own shade with black text (gold, lime). */
const BRIGHT = 0.35;
const WHITE = '#ffffff';

/** The WCAG contrast ratio of two opaque colours (any CSS colour Mantine parses: hex, rgb(a)). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color` at `opacity` over white, as an opaque hex colour (how a tinted background is seen). */
export function overWhite(color: string, opacity: number): string {
  const rgb = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return `#${rgb.map((v) => Math.round(v * opacity + 255 * (1 - opacity)).toString(16).padStart(2, '0')).join('')}`;
}

/** `color` darkened in small steps until it reaches the target ratio against `background`. */
export function darkenUntilReadable(color: string, background: string, target = TARGET): string {
  let out = color;
  for (let step = 1; contrastRatio(out, background) < target && step <= 40; step++) out = darken(color, step * 0.025);
  return out;
}

export type ReadableColor = {
  /** text (c="red"), tinted and outline buttons, badges */
  text: string;
  filled: string;
  filledHover: string;
  /** the text on a filled background */
  onFilled: 'black' | 'white';
};

/** The readable colours of one palette whose primary shade is `shade`. */
export function readableColor(shades: MantineColorsTuple, shade: number): ReadableColor {
  const key = `${shades.join()}/${shade}`;
  const known = cache.get(key);
  if (known) return known;
  const computed = computeReadable(shades, shade);
  cache.set(key, computed);
  return computed;
}

const cache = new Map<string, ReadableColor>();

function computeReadable(shades: MantineColorsTuple, shade: number): ReadableColor {
  const base = shades[shade]!;
  // the tinted background (light-hover) is the darkest one the text sits on
  const text = darkenUntilReadable(base, overWhite(base, 0.12));
  if (luminance(base) > BRIGHT) return { text, filled: base, filledHover: shades[Math.min(shade + 1, 9)]!, onFilled: 'black' };
  const filled = darkenUntilReadable(base, WHITE);
  return { text, filled, filledHover: darken(filled, 0.1), onFilled: 'white' };
}

/** The readable colours of every (non-virtual) palette of the theme. */
export function readableColors(colors: Record<string, MantineColorsTuple | unknown>, shade: number): Record<string, ReadableColor> {
  const out: Record<string, ReadableColor> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (Array.isArray(shades) && shades.length === 10) out[name] = readableColor(shades as unknown as MantineColorsTuple, shade);
  }
  return out;
}

const LIGHT_SHADE = 7;

/** Light-scheme CSS variables: dimmed, error and every palette's text, tinted, outline and filled colours. */
export const readableCssVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': darkenUntilReadable(theme.colors.gray[6], theme.colors.gray[1]),
    '--mantine-color-error': readableColor(theme.colors.red, LIGHT_SHADE).text,
    '--mantine-color-anchor': readableColor(theme.colors[theme.primaryColor]!, LIGHT_SHADE).text,
  };
  for (const [name, c] of Object.entries(readableColors(theme.colors, LIGHT_SHADE))) {
    light[`--mantine-color-${name}-text`] = c.text;
    light[`--mantine-color-${name}-light-color`] = c.text;
    light[`--mantine-color-${name}-outline`] = c.text;
    light[`--mantine-color-${name}-filled`] = c.filled;
    light[`--mantine-color-${name}-filled-hover`] = c.filledHover;
    light[`--mantine-color-${name}-light`] = alpha(theme.colors[name]![LIGHT_SHADE]!, 0.1);
  }
  light['--mantine-primary-color-contrast'] = `var(--mantine-color-${readableColors(theme.colors, LIGHT_SHADE)[theme.primaryColor]!.onFilled})`;
  return { variables: {}, light, dark: {} };
};

/**
 * Buttons, badges and icons: a theme colour always goes through the readable variables above (an explicit
 * shade such as 'teal.6' is read as its palette), and a filled bright colour gets black text.
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return defaultVariantColorsResolver(input);
  const resolved = defaultVariantColorsResolver({ ...input, color: parsed.color });
  if (input.variant !== 'filled') return resolved;
  const { onFilled } = readableColor(input.theme.colors[parsed.color]!, LIGHT_SHADE);
  return { ...resolved, color: `var(--mantine-color-${onFilled})` };
};
