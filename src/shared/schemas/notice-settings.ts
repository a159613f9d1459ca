import { z } from 'zod';
import { NOTICE_KINDS, REMINDER_LEADS, type NoticeKind } from '../notifications/kinds';

/**
 * The check of a change of a member's notice choices (PATCH /api/notifications/settings): some
 * kinds, the reminder lead, or both. Apart from the kinds and their texts
 * (shared/notifications/kinds.ts), which every signed-in page draws (the bell) and which stay
 * free of the schema library (decision 0069).
 */
const noticeChannelsSchema = z.strictObject({ email: z.boolean(), inApp: z.boolean() });

export const noticeSettingsChangeSchema = z.strictObject({
  kinds: z
    .strictObject(
      Object.fromEntries(NOTICE_KINDS.map((k) => [k, noticeChannelsSchema.optional()])) as Record<
        NoticeKind,
        z.ZodOptional<typeof noticeChannelsSchema>
      >,
    )
    .optional(),
  reminderLead: z.enum(REMINDER_LEADS).optional(),
});
