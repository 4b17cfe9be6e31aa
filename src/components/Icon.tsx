import * as PATHS from './icons';
import { LineIcon, type LineIconProps } from './LineIcon';

export type IconName = keyof typeof PATHS;

export function Icon({ name, ...rest }: LineIconProps & { name: IconName }) {
  return <LineIcon path={PATHS[name]} {...rest} />;
}
