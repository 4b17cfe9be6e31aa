import * as PATHS from './icons';
import { LineIcon, type LineIconProps } from './LineIcon';

/**
 * The app's line icons by name (24×24, stroke = currentColor), drawn inline so icons need no font, no emoji
 * support on the device and no request. Decorative by default: give a label where the icon is the only content.
 * The paths are THE icon table, ./icons.
 */
export type IconName = keyof typeof PATHS;

export function Icon({ name, ...rest }: LineIconProps & { name: IconName }) {
  return <LineIcon path={PATHS[name]} {...rest} />;
}
