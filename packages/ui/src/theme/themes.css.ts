import { createTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import type { ThemeName } from './names.ts';
import {
  borderWidths,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  lineHeights,
  palette as p,
  radii,
  shadows,
  space,
  zIndices,
} from './tokens.ts';

const shared = {
  space,
  radii,
  font: { family: fonts, size: fontSizes, lineHeight: lineHeights, weight: fontWeights },
  zIndex: zIndices,
  motion: { duration: durations, easing: easings },
  border: borderWidths,
};

const lightClass = createTheme(vars, {
  ...shared,
  color: {
    background: p.white,
    surface: p.slate50,
    surfaceRaised: p.white,
    text: p.slate900,
    textMuted: p.slate600,
    border: p.slate300,
    borderStrong: p.slate500,
    focusRing: p.blue600,
    disabledBackground: p.slate100,
    disabledText: p.slate500,
    brand: {
      solid: p.blue700,
      solidHover: p.blue800,
      onSolid: p.white,
      subtle: p.blue50,
      onSubtle: p.blue800,
      border: p.blue600,
    },
    neutral: {
      solid: p.slate700,
      solidHover: p.slate800,
      onSolid: p.white,
      subtle: p.slate100,
      onSubtle: p.slate800,
      border: p.slate400,
    },
    success: {
      solid: p.green700,
      solidHover: p.green800,
      onSolid: p.white,
      subtle: p.green50,
      onSubtle: p.green800,
      border: p.green700,
    },
    danger: {
      solid: p.red700,
      solidHover: p.red800,
      onSolid: p.white,
      subtle: p.red50,
      onSubtle: p.red800,
      border: p.red700,
    },
    warning: {
      solid: p.amber800,
      solidHover: p.amber900,
      onSolid: p.white,
      subtle: p.amber50,
      onSubtle: p.amber800,
      border: p.amber800,
    },
    info: {
      solid: p.sky800,
      solidHover: p.sky900,
      onSolid: p.white,
      subtle: p.sky50,
      onSubtle: p.sky800,
      border: p.sky800,
    },
  },
  shadow: shadows.light,
});

const darkClass = createTheme(vars, {
  ...shared,
  color: {
    background: p.slate950,
    surface: p.slate900,
    surfaceRaised: p.slate800,
    text: p.slate100,
    textMuted: p.slate400,
    border: p.slate700,
    borderStrong: p.slate400,
    focusRing: p.blue300,
    disabledBackground: p.slate800,
    disabledText: p.slate400,
    brand: {
      solid: p.blue400,
      solidHover: p.blue300,
      onSolid: p.slate950,
      subtle: p.blue950,
      onSubtle: p.blue300,
      border: p.blue400,
    },
    neutral: {
      solid: p.slate300,
      solidHover: p.slate200,
      onSolid: p.slate950,
      subtle: p.slate800,
      onSubtle: p.slate200,
      border: p.slate500,
    },
    success: {
      solid: p.green300,
      solidHover: p.green200,
      onSolid: p.green950,
      subtle: p.green950,
      onSubtle: p.green300,
      border: p.green300,
    },
    danger: {
      solid: p.red300,
      solidHover: p.red200,
      onSolid: p.red950,
      subtle: p.red950,
      onSubtle: p.red300,
      border: p.red300,
    },
    warning: {
      solid: p.amber300,
      solidHover: p.amber200,
      onSolid: p.amber950,
      subtle: p.amber950,
      onSubtle: p.amber300,
      border: p.amber300,
    },
    info: {
      solid: p.sky300,
      solidHover: p.sky200,
      onSolid: p.sky950,
      subtle: p.sky950,
      onSubtle: p.sky300,
      border: p.sky300,
    },
  },
  shadow: shadows.dark,
});

const lightScheme = style({ colorScheme: 'light' });
const darkScheme = style({ colorScheme: 'dark' });

/** Class names that apply a theme to a subtree (put one on `<html>` for the whole page). */
export const lightTheme = `${lightClass} ${lightScheme}`;
export const darkTheme = `${darkClass} ${darkScheme}`;

export const themeClasses: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };
