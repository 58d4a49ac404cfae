-- The text prices were converted to price_inr by 0003; what is shown is now formatted from price_inr.
ALTER TABLE "services" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "webinars" DROP COLUMN "price";--> statement-breakpoint
-- Data: translated price texts go with them.
UPDATE "services" SET "translations" = "translations" #- '{hi,price}' #- '{gu,price}';--> statement-breakpoint
-- Data: each service gets its page's address from its title, where that is unambiguous (the founder can change it).
WITH "candidate" AS (
	SELECT "id", trim(both '-' from left(trim(both '-' from lower(regexp_replace("title", '[^A-Za-z0-9]+', '-', 'g'))), 80)) AS "slug" FROM "services" WHERE "slug" IS NULL
)
UPDATE "services" SET "slug" = "candidate"."slug" FROM "candidate"
WHERE "services"."id" = "candidate"."id" AND "candidate"."slug" <> ''
	AND (SELECT count(*) FROM "candidate" AS "c2" WHERE "c2"."slug" = "candidate"."slug") = 1
	AND NOT EXISTS (SELECT 1 FROM "services" AS "s" WHERE "s"."slug" = "candidate"."slug");--> statement-breakpoint
-- Data: the course was a constant (₹4,999); it becomes a catalogue row. Only in an installation already
-- seeded (a new one gets it from the seed) and without a course of its own.
INSERT INTO "services" ("slug", "kind", "price_inr", "icon_name", "title", "category", "description", "features", "duration", "sort_order", "translations")
SELECT 'inner-transformation-course', 'course', 4999, 'GraduationCap', '7-Day Inner Transformation Course', 'coaching',
	'A week of guided practice for calm, clarity and lasting habits: a live session every day, exercises between sessions, and a plan to keep going after the seventh day.',
	'["Seven live sessions, one a day", "Daily exercises and a practice journal", "A follow-up call a month later"]'::jsonb, '7 days', 7,
	'{"hi": {"title": "7-दिवसीय आंतरिक परिवर्तन कोर्स", "description": "शांति, स्पष्टता और स्थायी आदतों के लिए एक सप्ताह का मार्गदर्शित अभ्यास: हर दिन एक लाइव सत्र, सत्रों के बीच अभ्यास, और सातवें दिन के बाद भी आगे बढ़ते रहने की योजना।", "features": ["सात लाइव सत्र, हर दिन एक", "दैनिक अभ्यास और अभ्यास डायरी", "एक महीने बाद एक फ़ॉलो-अप कॉल"], "duration": "7 दिन"}, "gu": {"title": "7-દિવસીય આંતરિક પરિવર્તન કોર્સ", "description": "શાંતિ, સ્પષ્ટતા અને કાયમી ટેવો માટે એક અઠવાડિયાનો માર્ગદર્શિત અભ્યાસ: દરરોજ એક લાઇવ સત્ર, સત્રો વચ્ચે અભ્યાસ, અને સાતમા દિવસ પછી પણ આગળ વધતા રહેવાની યોજના.", "features": ["સાત લાઇવ સત્રો, દરરોજ એક", "દૈનિક અભ્યાસ અને અભ્યાસ ડાયરી", "એક મહિના પછી ફોલો-અપ કૉલ"], "duration": "7 દિવસ"}}'::jsonb
WHERE EXISTS (SELECT 1 FROM "services") AND NOT EXISTS (SELECT 1 FROM "services" WHERE "kind" = 'course' OR "slug" = 'inner-transformation-course');--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_price_check" CHECK ("services"."price_inr" >= 0);
