import { Badge, type BadgeProps } from '../Badge';
import { httpStatusTone } from '../theme';

export interface HttpStatusBadgeProps extends Omit<BadgeProps, 'children' | 'tone'> {
  /** The HTTP status code; 200, 201, 202, 400, 401, 403, 404, 422, 429, 500–504 and 600 have their own colours. */
  code: number;
  /** Text after the code, e.g. 'OK' or 'Record Not Found'. */
  label?: string;
}

/** An HTTP status code in its colour (document 1 section 8). */
export function HttpStatusBadge({ code, label, ...rest }: HttpStatusBadgeProps) {
  return (
    <Badge {...rest} tone={httpStatusTone(code)} data-code={code}>
      {label ? `${code} ${label}` : String(code)}
    </Badge>
  );
}
