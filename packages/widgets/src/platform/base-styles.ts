import controlsCss from './controls.css?inline';
import themeCss from './theme.css?inline';

/** What every widget's shadow root adopts before its own styles: the theme, then the controls. */
export const BASE_STYLES: readonly string[] = [themeCss, controlsCss];
