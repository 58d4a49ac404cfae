-- Issue 51: a booking is not a message. Consultation conversations made for bookings that said
-- nothing (one empty incoming message, never answered, no WhatsApp text) leave the inbox; the
-- inbox no longer makes them (features/contacts/inbox-service.ts).
DELETE FROM "conversations" c
WHERE c."kind" = 'consultation'
  AND NOT EXISTS (
    SELECT 1 FROM "conversation_messages" m
    WHERE m."conversation_id" = c."id" AND (m."direction" = 'out' OR btrim(m."body") <> '' OR m."whatsapp_message_id" IS NOT NULL)
  );
