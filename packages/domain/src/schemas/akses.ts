import { z } from 'zod';
import type { AksesNode } from '../access/akses';

export const aksesNodeSchema: z.ZodType<AksesNode> = z.lazy(() =>
  z.object({
    key: z.string().min(1),
    is_show: z.boolean(),
    children: z.array(aksesNodeSchema).optional(),
  }),
);
