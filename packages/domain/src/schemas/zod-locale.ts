import { z } from 'zod';

/**
 * Messages zod writes for a rule that names none (a wrong type, a string too long) are in Indonesian,
 * like every other message of the product: set once, for the server and the web, when the domain
 * package loads.
 */
z.config(z.locales.id());
