/**
 * Sample content for a new installation: the six services of spec §1 and the 7-day course (each with
 * its price in whole rupees and its page's slug), events around the start date,
 * and the two registration forms. The founder edits or deletes all of it from the admin area.
 */
import type { FieldDefinition } from '../../shared/forms.ts';
import type { NewService, NewWebinar } from './schema.ts';

export const sampleServices: NewService[] = [
  {
    iconName: 'Mic',
    title: 'Motivational Speaking',
    category: 'speaking',
    description:
      'Talks for schools, colleges and companies on purpose, resilience and emotional well-being, drawn from fifteen years of work with people from every walk of life.',
    features: ['Keynotes of 45 to 90 minutes', 'Interactive question-and-answer round', 'In English, Hindi or Gujarati'],
    slug: 'motivational-speaking',
    kind: 'consultation',
    durationMinutes: 90,
    mode: 'in_person',
    priceInr: 15000,
    duration: '60-90 minutes',
    sortOrder: 6,
    translations: {
      hi: {
        title: 'प्रेरक वक्तव्य',
        description:
          'स्कूलों, कॉलेजों और कंपनियों के लिए उद्देश्य, आत्मबल और भावनात्मक स्वास्थ्य पर वक्तव्य, जो हर क्षेत्र के लोगों के साथ पंद्रह वर्षों के अनुभव से निकले हैं।',
        features: ['45 से 90 मिनट के मुख्य वक्तव्य', 'संवादात्मक प्रश्नोत्तर सत्र', 'अंग्रेज़ी, हिन्दी या गुजराती में'],
        duration: '60-90 मिनट',
      },
      gu: {
        title: 'પ્રેરક વક્તવ્ય',
        description:
          'શાળાઓ, કૉલેજો અને કંપનીઓ માટે હેતુ, મનોબળ અને ભાવનાત્મક સુખાકારી પર વક્તવ્ય, જે દરેક ક્ષેત્રના લોકો સાથેના પંદર વર્ષના અનુભવમાંથી આવ્યાં છે.',
        features: ['45 થી 90 મિનિટનાં મુખ્ય વક્તવ્ય', 'સંવાદાત્મક પ્રશ્નોત્તરી', 'અંગ્રેજી, હિન્દી અથવા ગુજરાતીમાં'],
        duration: '60-90 મિનિટ',
      },
    },
  },
  {
    iconName: 'Heart',
    title: 'Life Coaching & Personal Counselling',
    category: 'coaching',
    description:
      'One-to-one sessions for relationships, parenting, stress and life decisions. We listen first, then work out practical steps you can take the same week.',
    features: ['Confidential one-to-one sessions', 'Relationship and family guidance', 'A written plan after every session'],
    slug: 'life-coaching',
    kind: 'consultation',
    durationMinutes: 60,
    mode: 'both',
    priceInr: 2500,
    duration: '60-90 minutes',
    sortOrder: 1,
    translations: {
      hi: {
        title: 'लाइफ़ कोचिंग एवं व्यक्तिगत परामर्श',
        description:
          'रिश्तों, पालन-पोषण, तनाव और जीवन के निर्णयों के लिए व्यक्तिगत सत्र। पहले हम ध्यान से सुनते हैं, फिर ऐसे व्यावहारिक कदम तय करते हैं जिन्हें आप उसी सप्ताह उठा सकें।',
        features: ['गोपनीय व्यक्तिगत सत्र', 'रिश्तों और परिवार के लिए मार्गदर्शन', 'हर सत्र के बाद लिखित योजना'],
        duration: '60-90 मिनट',
      },
      gu: {
        title: 'લાઇફ કોચિંગ અને વ્યક્તિગત પરામર્શ',
        description:
          'સંબંધો, બાળઉછેર, તણાવ અને જીવનના નિર્ણયો માટે વ્યક્તિગત સત્રો. પહેલાં અમે ધ્યાનથી સાંભળીએ છીએ, પછી એવાં વ્યવહારુ પગલાં નક્કી કરીએ છીએ જે તમે એ જ અઠવાડિયે લઈ શકો.',
        features: ['ગોપનીય વ્યક્તિગત સત્રો', 'સંબંધો અને પરિવાર માટે માર્ગદર્શન', 'દરેક સત્ર પછી લેખિત યોજના'],
        duration: '60-90 મિનિટ',
      },
    },
  },
  {
    iconName: 'BarChart3',
    title: 'Full Life Analysis Report',
    category: 'analysis',
    description:
      'An integrated reading of your aura, chakras, astrology and numerology, brought together in one written report with a walk-through session.',
    features: ['Aura and chakra assessment', 'Astrology and numerology chart', 'Detailed written report with guidance'],
    slug: 'full-life-analysis-report',
    kind: 'consultation',
    // A reading of the birth chart: booking it asks the date, time and place of birth.
    askBirthDetails: true,
    durationMinutes: 120,
    mode: 'online',
    priceInr: 5000,
    duration: '2-3 hours',
    sortOrder: 2,
    translations: {
      hi: {
        title: 'संपूर्ण जीवन विश्लेषण रिपोर्ट',
        description:
          'आपके आभामंडल, चक्रों, ज्योतिष और अंक ज्योतिष का समन्वित अध्ययन, एक लिखित रिपोर्ट और उसे समझाने वाले सत्र के साथ।',
        features: ['आभामंडल और चक्र मूल्यांकन', 'ज्योतिष और अंक ज्योतिष चार्ट', 'मार्गदर्शन सहित विस्तृत लिखित रिपोर्ट'],
        duration: '2-3 घंटे',
      },
      gu: {
        title: 'સંપૂર્ણ જીવન વિશ્લેષણ અહેવાલ',
        description:
          'તમારા આભામંડળ, ચક્રો, જ્યોતિષ અને અંકશાસ્ત્રનો સંકલિત અભ્યાસ, એક લેખિત અહેવાલ અને તેને સમજાવતા સત્ર સાથે.',
        features: ['આભામંડળ અને ચક્ર મૂલ્યાંકન', 'જ્યોતિષ અને અંકશાસ્ત્ર ચાર્ટ', 'માર્ગદર્શન સાથે વિગતવાર લેખિત અહેવાલ'],
        duration: '2-3 કલાક',
      },
    },
  },
  {
    iconName: 'Sparkles',
    title: 'Aura Scanning & Chakra Healing',
    category: 'healing',
    description:
      'A calm session that scans your energy field, finds the chakras that are out of balance and restores them with guided healing.',
    features: ['Aura scan with explanation', 'Chakra balancing', 'Simple practices to continue at home'],
    slug: 'aura-scanning-chakra-healing',
    kind: 'consultation',
    durationMinutes: 75,
    mode: 'in_person',
    priceInr: 3000,
    duration: '75-90 minutes',
    sortOrder: 3,
    translations: {
      hi: {
        title: 'ऑरा स्कैनिंग एवं चक्र हीलिंग',
        description:
          'एक शांत सत्र जिसमें आपके ऊर्जा क्षेत्र का अध्ययन होता है, असंतुलित चक्रों की पहचान होती है और मार्गदर्शित हीलिंग से उन्हें संतुलित किया जाता है।',
        features: ['व्याख्या सहित ऑरा स्कैन', 'चक्र संतुलन', 'घर पर जारी रखने के सरल अभ्यास'],
        duration: '75-90 मिनट',
      },
      gu: {
        title: 'ઓરા સ્કેનિંગ અને ચક્ર હીલિંગ',
        description:
          'એક શાંત સત્ર જેમાં તમારા ઊર્જા ક્ષેત્રનો અભ્યાસ થાય છે, અસંતુલિત ચક્રો ઓળખાય છે અને માર્ગદર્શિત હીલિંગથી તેમને સંતુલિત કરવામાં આવે છે.',
        features: ['સમજૂતી સાથે ઓરા સ્કેન', 'ચક્ર સંતુલન', 'ઘરે ચાલુ રાખવા માટેના સરળ અભ્યાસ'],
        duration: '75-90 મિનિટ',
      },
    },
  },
  {
    iconName: 'Star',
    title: 'Astrology & Numerology Consultation',
    category: 'consultation',
    description:
      'A consultation on your birth chart and numbers, focused on the questions you bring: career, marriage, health or timing of decisions.',
    features: ['Birth chart reading', 'Name and date numerology', 'Answers to your own questions'],
    slug: 'astrology-numerology',
    kind: 'consultation',
    // A reading of the birth chart: booking it asks the date, time and place of birth.
    askBirthDetails: true,
    durationMinutes: 60,
    mode: 'online',
    priceInr: 2999,
    duration: '60 minutes',
    sortOrder: 4,
    translations: {
      hi: {
        title: 'ज्योतिष एवं अंक ज्योतिष परामर्श',
        description:
          'आपकी जन्म कुंडली और अंकों पर आधारित परामर्श, आपके अपने प्रश्नों पर केंद्रित: करियर, विवाह, स्वास्थ्य या निर्णयों का सही समय।',
        features: ['जन्म कुंडली का अध्ययन', 'नाम और जन्मतिथि का अंक ज्योतिष', 'आपके प्रश्नों के उत्तर'],
        duration: '60 मिनट',
      },
      gu: {
        title: 'જ્યોતિષ અને અંકશાસ્ત્ર પરામર્શ',
        description:
          'તમારી જન્મકુંડળી અને અંકો પર આધારિત પરામર્શ, તમારા પોતાના પ્રશ્નો પર કેન્દ્રિત: કારકિર્દી, લગ્ન, આરોગ્ય કે નિર્ણયોનો યોગ્ય સમય.',
        features: ['જન્મકુંડળીનો અભ્યાસ', 'નામ અને જન્મતારીખનું અંકશાસ્ત્ર', 'તમારા પ્રશ્નોના જવાબ'],
        duration: '60 મિનિટ',
      },
    },
  },
  {
    iconName: 'Leaf',
    title: 'Guided Meditation Sessions',
    category: 'meditation',
    description:
      'Guided meditation for beginners and regular practitioners, online or in person, to quiet the mind and sleep better.',
    features: ['Breathing and relaxation techniques', 'Small groups or one-to-one', 'Recordings to practise at home'],
    slug: 'guided-meditation',
    kind: 'consultation',
    durationMinutes: 45,
    mode: 'online',
    priceInr: 999,
    duration: '45 minutes',
    sortOrder: 5,
    translations: {
      hi: {
        title: 'मार्गदर्शित ध्यान सत्र',
        description:
          'शुरुआती और नियमित साधकों के लिए मार्गदर्शित ध्यान, ऑनलाइन या प्रत्यक्ष, मन को शांत करने और बेहतर नींद के लिए।',
        features: ['श्वास और विश्राम की तकनीकें', 'छोटे समूह या व्यक्तिगत', 'घर पर अभ्यास के लिए रिकॉर्डिंग'],
        duration: '45 मिनट',
      },
      gu: {
        title: 'માર્ગદર્શિત ધ્યાન સત્રો',
        description:
          'શરૂઆત કરનારા અને નિયમિત સાધકો માટે માર્ગદર્શિત ધ્યાન, ઓનલાઇન અથવા રૂબરૂ, મનને શાંત કરવા અને સારી ઊંઘ માટે.',
        features: ['શ્વાસ અને આરામની તકનીકો', 'નાનાં જૂથો અથવા વ્યક્તિગત', 'ઘરે અભ્યાસ માટે રેકોર્ડિંગ'],
        duration: '45 મિનિટ',
      },
    },
  },
  {
    iconName: 'GraduationCap',
    title: '7-Day Inner Transformation Course',
    category: 'coaching',
    description:
      'A week of guided practice for calm, clarity and lasting habits: a live session every day, exercises between sessions, and a plan to keep going after the seventh day.',
    features: ['Seven live sessions, one a day', 'Daily exercises and a practice journal', 'A follow-up call a month later'],
    slug: 'inner-transformation-course',
    kind: 'course',
    priceInr: 4999,
    duration: '7 days',
    sortOrder: 7,
    translations: {
      hi: {
        title: '7-दिवसीय आंतरिक परिवर्तन कोर्स',
        description:
          'शांति, स्पष्टता और स्थायी आदतों के लिए एक सप्ताह का मार्गदर्शित अभ्यास: हर दिन एक लाइव सत्र, सत्रों के बीच अभ्यास, और सातवें दिन के बाद भी आगे बढ़ते रहने की योजना।',
        features: ['सात लाइव सत्र, हर दिन एक', 'दैनिक अभ्यास और अभ्यास डायरी', 'एक महीने बाद एक फ़ॉलो-अप कॉल'],
        duration: '7 दिन',
      },
      gu: {
        title: '7-દિવસીય આંતરિક પરિવર્તન કોર્સ',
        description:
          'શાંતિ, સ્પષ્ટતા અને કાયમી ટેવો માટે એક અઠવાડિયાનો માર્ગદર્શિત અભ્યાસ: દરરોજ એક લાઇવ સત્ર, સત્રો વચ્ચે અભ્યાસ, અને સાતમા દિવસ પછી પણ આગળ વધતા રહેવાની યોજના.',
        features: ['સાત લાઇવ સત્રો, દરરોજ એક', 'દૈનિક અભ્યાસ અને અભ્યાસ ડાયરી', 'એક મહિના પછી ફોલો-અપ કૉલ'],
        duration: '7 દિવસ',
      },
    },
  },
];

/** 19:00 IST on the day `days` from `from` (IST is UTC+5:30 all year). */
export function istEvening(from: Date, days: number, hour = 19, minute = 0): Date {
  const istMidnightUtc = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days) - 330 * 60_000;
  return new Date(istMidnightUtc + (hour * 60 + minute) * 60_000);
}

export function sampleWebinars(now: Date): NewWebinar[] {
  return [
    {
      title: 'Healing Relationships: Free Introductory Webinar',
      shortDescription: 'Understand the patterns that strain relationships, and one practice to begin healing them.',
      description:
        'In ninety minutes we look at why the same conflicts repeat, how old hurts shape today\'s reactions, and what changes when one person begins to respond differently. You leave with one simple daily practice.',
      startsAt: istEvening(now, 7),
      duration: 90,
      priceInr: 0,
      isOnline: true,
      isFeatured: true,
      maxAttendees: 100,
      category: 'webinar',
      ctaButtonText: 'Join Free Webinar',
      translations: {
        hi: {
          title: 'रिश्तों का उपचार: निःशुल्क परिचय वेबिनार',
          shortDescription: 'रिश्तों में तनाव लाने वाले पैटर्न समझें, और उपचार की शुरुआत के लिए एक अभ्यास पाएँ।',
          description:
            'नब्बे मिनट में हम देखेंगे कि एक ही झगड़े बार-बार क्यों होते हैं, पुराने घाव आज की प्रतिक्रियाओं को कैसे आकार देते हैं, और जब एक व्यक्ति अलग ढंग से प्रतिक्रिया देना शुरू करता है तो क्या बदलता है।',
          ctaButtonText: 'निःशुल्क वेबिनार से जुड़ें',
        },
        gu: {
          title: 'સંબંધોની સારવાર: મફત પરિચય વેબિનાર',
          shortDescription: 'સંબંધોમાં તણાવ લાવતી પેટર્ન સમજો, અને સારવારની શરૂઆત માટે એક અભ્યાસ મેળવો.',
          description:
            'નેવું મિનિટમાં આપણે જોઈશું કે એક જ ઝઘડા વારંવાર કેમ થાય છે, જૂના ઘા આજની પ્રતિક્રિયાઓને કેવી રીતે ઘડે છે, અને જ્યારે એક વ્યક્તિ જુદી રીતે પ્રતિભાવ આપવાનું શરૂ કરે ત્યારે શું બદલાય છે.',
          ctaButtonText: 'મફત વેબિનારમાં જોડાઓ',
        },
      },
    },
    {
      slug: 'monthly-meditation-circle',
      title: 'Monthly Meditation Circle',
      shortDescription: 'A free group meditation open to all experience levels.',
      description:
        'Once a month we sit together online for a guided meditation, a short reflection and time for questions. Beginners are welcome; nothing to prepare but a quiet corner.',
      startsAt: istEvening(now, 12, 18),
      duration: 90,
      priceInr: 0,
      isOnline: true,
      maxAttendees: 18,
      category: 'group-session',
      ctaButtonText: 'Reserve My Seat',
      translations: {
        hi: {
          title: 'मासिक ध्यान मंडल',
          shortDescription: 'हर स्तर के साधकों के लिए खुला निःशुल्क सामूहिक ध्यान।',
          description:
            'महीने में एक बार हम ऑनलाइन साथ बैठकर मार्गदर्शित ध्यान, एक छोटा चिंतन और प्रश्नों के लिए समय रखते हैं। शुरुआती साधकों का स्वागत है; बस एक शांत कोना चाहिए।',
          ctaButtonText: 'मेरी सीट आरक्षित करें',
        },
        gu: {
          title: 'માસિક ધ્યાન વર્તુળ',
          shortDescription: 'દરેક સ્તરના સાધકો માટે ખુલ્લું મફત સામૂહિક ધ્યાન.',
          description:
            'મહિનામાં એક વાર આપણે ઓનલાઇન સાથે બેસીને માર્ગદર્શિત ધ્યાન, ટૂંકું ચિંતન અને પ્રશ્નો માટે સમય રાખીએ છીએ. શરૂઆત કરનારાઓનું સ્વાગત છે; ફક્ત એક શાંત ખૂણો જોઈએ.',
          ctaButtonText: 'મારી બેઠક અનામત કરો',
        },
      },
    },
    {
      title: 'Chakra Balancing Workshop',
      shortDescription: 'A hands-on Saturday workshop on the seven chakras and how to balance them.',
      description:
        'A practical workshop in Ahmedabad: learn to recognise the signs of each chakra\'s imbalance, practise breathing and visualisation for each, and take home a weekly routine.',
      startsAt: istEvening(now, 16, 10),
      duration: 240,
      priceInr: 1500,
      location: 'Antarman Centre, Navrangpura, Ahmedabad',
      isOnline: false,
      maxAttendees: 30,
      category: 'workshop',
      translations: {
        hi: {
          title: 'चक्र संतुलन कार्यशाला',
          shortDescription: 'सात चक्रों और उन्हें संतुलित करने पर शनिवार की व्यावहारिक कार्यशाला।',
          description:
            'अहमदाबाद में एक व्यावहारिक कार्यशाला: हर चक्र के असंतुलन के संकेत पहचानना सीखें, हर चक्र के लिए श्वास और कल्पना का अभ्यास करें, और साप्ताहिक दिनचर्या साथ ले जाएँ।',
          location: 'अंतर्मन केंद्र, नवरंगपुरा, अहमदाबाद',
        },
        gu: {
          title: 'ચક્ર સંતુલન કાર્યશાળા',
          shortDescription: 'સાત ચક્રો અને તેમને સંતુલિત કરવા પર શનિવારની વ્યવહારુ કાર્યશાળા.',
          description:
            'અમદાવાદમાં એક વ્યવહારુ કાર્યશાળા: દરેક ચક્રના અસંતુલનનાં લક્ષણો ઓળખતાં શીખો, દરેક ચક્ર માટે શ્વાસ અને કલ્પનાનો અભ્યાસ કરો, અને સાપ્તાહિક દિનચર્યા સાથે લઈ જાઓ.',
          location: 'અંતરમન કેન્દ્ર, નવરંગપુરા, અમદાવાદ',
        },
      },
    },
    {
      title: 'Stress to Strength: Webinar for Working Professionals',
      shortDescription: 'Tools to handle pressure at work without carrying it home.',
      description:
        'For professionals who feel stretched thin: how stress builds in the body, three techniques that work in a ten-minute break, and how to set boundaries with kindness.',
      startsAt: istEvening(now, 21),
      duration: 60,
      priceInr: 499,
      isOnline: true,
      maxAttendees: 200,
      category: 'webinar',
      translations: {
        hi: {
          title: 'तनाव से शक्ति तक: कामकाजी पेशेवरों के लिए वेबिनार',
          shortDescription: 'काम के दबाव को घर ले जाए बिना संभालने के उपाय।',
          description:
            'थके और बिखरे महसूस करने वाले पेशेवरों के लिए: तनाव शरीर में कैसे जमा होता है, दस मिनट के विराम में काम आने वाली तीन तकनीकें, और विनम्रता से सीमाएँ कैसे तय करें।',
        },
        gu: {
          title: 'તણાવથી શક્તિ સુધી: કામકાજી વ્યાવસાયિકો માટે વેબિનાર',
          shortDescription: 'કામનું દબાણ ઘરે લઈ ગયા વિના સંભાળવાના ઉપાયો.',
          description:
            'થાકેલા અને વિખરાયેલા અનુભવતા વ્યાવસાયિકો માટે: તણાવ શરીરમાં કેવી રીતે જમા થાય છે, દસ મિનિટના વિરામમાં કામ આવતી ત્રણ તકનીકો, અને નમ્રતાથી મર્યાદાઓ કેવી રીતે નક્કી કરવી.',
        },
      },
    },
    {
      title: 'Silent Healing Retreat',
      shortDescription: 'Two days of silence, meditation and healing in the hills near Saputara.',
      description:
        'A residential weekend retreat with guided meditation, chakra healing circles, nature walks and silent meals. Stay and vegetarian meals are included.',
      startsAt: istEvening(now, 35, 9),
      duration: 2 * 24 * 60,
      priceInr: 12000,
      location: 'Saputara, Gujarat',
      isOnline: false,
      maxAttendees: 20,
      category: 'retreat',
      translations: {
        hi: {
          title: 'मौन हीलिंग रिट्रीट',
          shortDescription: 'सापुतारा के पास पहाड़ियों में मौन, ध्यान और हीलिंग के दो दिन।',
          description:
            'मार्गदर्शित ध्यान, चक्र हीलिंग मंडल, प्रकृति भ्रमण और मौन भोजन के साथ सप्ताहांत आवासीय रिट्रीट। ठहरना और शाकाहारी भोजन शामिल हैं।',
          location: 'सापुतारा, गुजरात',
        },
        gu: {
          title: 'મૌન હીલિંગ રિટ્રીટ',
          shortDescription: 'સાપુતારા નજીકની ટેકરીઓમાં મૌન, ધ્યાન અને હીલિંગના બે દિવસ.',
          description:
            'માર્ગદર્શિત ધ્યાન, ચક્ર હીલિંગ વર્તુળો, પ્રકૃતિ ભ્રમણ અને મૌન ભોજન સાથે સપ્તાહાંત નિવાસી રિટ્રીટ. રહેવાનું અને શાકાહારી ભોજન સામેલ છે.',
          location: 'સાપુતારા, ગુજરાત',
        },
      },
    },
    {
      title: 'Parenting with Presence',
      shortDescription: 'A past webinar for new and expecting parents.',
      description: 'How calm parents raise calm children: attention, routine and repair after conflict.',
      startsAt: istEvening(now, -14),
      duration: 90,
      priceInr: 0,
      isOnline: true,
      maxAttendees: 100,
      category: 'webinar',
      translations: {
        hi: {
          title: 'सजग पालन-पोषण',
          shortDescription: 'नए और होने वाले माता-पिता के लिए एक पिछला वेबिनार।',
          description: 'शांत माता-पिता शांत बच्चे कैसे बड़े करते हैं: ध्यान, दिनचर्या और झगड़े के बाद सुधार।',
        },
        gu: {
          title: 'સજાગ બાળઉછેર',
          shortDescription: 'નવાં અને થનારાં માતા-પિતા માટેનો એક અગાઉનો વેબિનાર.',
          description: 'શાંત માતા-પિતા શાંત બાળકો કેવી રીતે ઉછેરે છે: ધ્યાન, દિનચર્યા અને ઝઘડા પછી સુધારો.',
        },
      },
    },
    {
      title: 'Corporate Wellness Session',
      shortDescription: 'A past in-person session on emotional well-being at work.',
      description: 'A half-day session for a team of sixty on stress, communication and emotional balance at work.',
      startsAt: istEvening(now, -30, 10),
      duration: 180,
      priceInr: 0,
      location: 'Vadodara, Gujarat',
      isOnline: false,
      isActive: true,
      maxAttendees: 60,
      category: 'workshop',
      translations: {
        hi: {
          title: 'कॉर्पोरेट वेलनेस सत्र',
          shortDescription: 'कार्यस्थल पर भावनात्मक स्वास्थ्य पर एक पिछला प्रत्यक्ष सत्र।',
          description: 'साठ लोगों की टीम के लिए तनाव, संवाद और कार्यस्थल पर भावनात्मक संतुलन पर आधे दिन का सत्र।',
          location: 'वडोदरा, गुजरात',
        },
        gu: {
          title: 'કૉર્પોરેટ વેલનેસ સત્ર',
          shortDescription: 'કાર્યસ્થળે ભાવનાત્મક સુખાકારી પરનું એક અગાઉનું રૂબરૂ સત્ર.',
          description: 'સાઠ લોકોની ટીમ માટે તણાવ, સંવાદ અને કાર્યસ્થળે ભાવનાત્મક સંતુલન પર અડધા દિવસનું સત્ર.',
          location: 'વડોદરા, ગુજરાત',
        },
      },
    },
  ];
}

const opts = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));

export const consultancyFormFields: FieldDefinition[] = [
  { id: 'personal', type: 'header', label: 'About you', required: false, translations: { hi: { label: 'आपके बारे में' }, gu: { label: 'તમારા વિશે' } } },
  { id: 'fullName', type: 'text', label: 'Full name', placeholder: 'Your full name', required: true, translations: { hi: { label: 'पूरा नाम', placeholder: 'आपका पूरा नाम' }, gu: { label: 'પૂરું નામ', placeholder: 'તમારું પૂરું નામ' } } },
  { id: 'email', type: 'email', label: 'E-mail', placeholder: 'you@example.com', required: true, translations: { hi: { label: 'ई-मेल' }, gu: { label: 'ઈ-મેલ' } } },
  { id: 'whatsapp', type: 'tel', label: 'WhatsApp number', placeholder: '+91 98765 43210', required: true, translations: { hi: { label: 'व्हाट्सऐप नंबर' }, gu: { label: 'વૉટ્સએપ નંબર' } } },
  {
    id: 'ageGroup', type: 'select', label: 'Age group', required: true,
    options: opts(['18-25', '18-25'], ['26-35', '26-35'], ['36-50', '36-50'], ['51-65', '51-65'], ['65-plus', '65+']),
    translations: { hi: { label: 'आयु वर्ग' }, gu: { label: 'વય જૂથ' } },
  },
  {
    id: 'gender', type: 'radio', label: 'Gender', required: false,
    options: opts(['male', 'Male'], ['female', 'Female'], ['prefer-not-to-say', 'Prefer not to say']),
    translations: {
      hi: { label: 'लिंग', options: { male: 'पुरुष', female: 'महिला', 'prefer-not-to-say': 'बताना नहीं चाहते' } },
      gu: { label: 'જાતિ', options: { male: 'પુરુષ', female: 'સ્ત્રી', 'prefer-not-to-say': 'જણાવવા નથી માગતા' } },
    },
  },
  { id: 'occupation', type: 'text', label: 'Occupation', required: true, translations: { hi: { label: 'व्यवसाय' }, gu: { label: 'વ્યવસાય' } } },
  { id: 'city', type: 'text', label: 'City', required: true, translations: { hi: { label: 'शहर' }, gu: { label: 'શહેર' } } },
  { id: 'session', type: 'header', label: 'Your session', required: false, translations: { hi: { label: 'आपका सत्र' }, gu: { label: 'તમારું સત્ર' } } },
  {
    id: 'preferredMode', type: 'radio', label: 'Preferred mode', required: true,
    options: opts(['online', 'Online'], ['in-person', 'In person']),
    translations: {
      hi: { label: 'पसंदीदा माध्यम', options: { online: 'ऑनलाइन', 'in-person': 'प्रत्यक्ष' } },
      gu: { label: 'પસંદગીનું માધ્યમ', options: { online: 'ઓનલાઇન', 'in-person': 'રૂબરૂ' } },
    },
  },
  {
    id: 'preferredDay', type: 'select', label: 'Preferred day', required: false,
    options: opts(['weekdays', 'Weekdays'], ['weekends', 'Weekends'], ['flexible', 'Flexible']),
    translations: {
      hi: { label: 'पसंदीदा दिन', options: { weekdays: 'सप्ताह के दिन', weekends: 'सप्ताहांत', flexible: 'कोई भी' } },
      gu: { label: 'પસંદગીનો દિવસ', options: { weekdays: 'અઠવાડિયાના દિવસો', weekends: 'સપ્તાહાંત', flexible: 'કોઈ પણ' } },
    },
  },
  {
    id: 'preferredTime', type: 'select', label: 'Preferred time', required: false,
    options: opts(['morning', 'Morning (9 AM-12 PM)'], ['afternoon', 'Afternoon (12-6 PM)'], ['evening', 'Evening (6-9 PM)']),
    translations: {
      hi: { label: 'पसंदीदा समय', options: { morning: 'सुबह (9-12)', afternoon: 'दोपहर (12-6)', evening: 'शाम (6-9)' } },
      gu: { label: 'પસંદગીનો સમય', options: { morning: 'સવાર (9-12)', afternoon: 'બપોર (12-6)', evening: 'સાંજ (6-9)' } },
    },
  },
  {
    id: 'concernCategory', type: 'select', label: 'What would you like help with?', required: true,
    options: opts(['relationship', 'Relationships'], ['parenting', 'Parenting'], ['mental-awareness', 'Mental awareness'], ['work-life-balance', 'Work-life balance'], ['self-growth', 'Self-growth']),
    translations: {
      hi: { label: 'आप किस विषय में सहायता चाहते हैं?', options: { relationship: 'रिश्ते', parenting: 'पालन-पोषण', 'mental-awareness': 'मानसिक जागरूकता', 'work-life-balance': 'काम और जीवन का संतुलन', 'self-growth': 'आत्म-विकास' } },
      gu: { label: 'તમે કયા વિષયમાં મદદ ઇચ્છો છો?', options: { relationship: 'સંબંધો', parenting: 'બાળઉછેર', 'mental-awareness': 'માનસિક જાગૃતિ', 'work-life-balance': 'કામ અને જીવનનું સંતુલન', 'self-growth': 'આત્મ-વિકાસ' } },
    },
  },
  { id: 'concernDescription', type: 'textarea', label: "Tell us what you'd like to discuss", placeholder: 'Enter your response...', required: false, translations: { hi: { label: 'बताइए आप किस बारे में बात करना चाहते हैं', placeholder: 'अपना उत्तर लिखें...' }, gu: { label: 'જણાવો કે તમે શેના વિશે વાત કરવા માગો છો', placeholder: 'તમારો જવાબ લખો...' } } },
  { id: 'consultancyConsent', type: 'checkbox', label: 'I agree that my details are used to arrange my consultation', required: true, translations: { hi: { label: 'मैं सहमत हूँ कि मेरे विवरण का उपयोग मेरा परामर्श तय करने के लिए हो' }, gu: { label: 'હું સંમત છું કે મારી વિગતોનો ઉપયોગ મારું પરામર્શ ગોઠવવા માટે થાય' } } },
];

export const webinarFormFields: FieldDefinition[] = [
  { id: 'personal', type: 'header', label: 'About you', required: false, translations: { hi: { label: 'आपके बारे में' }, gu: { label: 'તમારા વિશે' } } },
  { id: 'fullName', type: 'text', label: 'Full name', placeholder: 'Your full name', required: true, translations: { hi: { label: 'पूरा नाम', placeholder: 'आपका पूरा नाम' }, gu: { label: 'પૂરું નામ', placeholder: 'તમારું પૂરું નામ' } } },
  { id: 'email', type: 'email', label: 'E-mail', placeholder: 'you@example.com', required: true, translations: { hi: { label: 'ई-मेल' }, gu: { label: 'ઈ-મેલ' } } },
  { id: 'whatsapp', type: 'tel', label: 'WhatsApp number', placeholder: '+91 98765 43210', required: true, translations: { hi: { label: 'व्हाट्सऐप नंबर' }, gu: { label: 'વૉટ્સએપ નંબર' } } },
  { id: 'city', type: 'text', label: 'City', required: false, translations: { hi: { label: 'शहर' }, gu: { label: 'શહેર' } } },
  { id: 'interest', type: 'header', label: 'Your interest', required: false, translations: { hi: { label: 'आपकी रुचि' }, gu: { label: 'તમારી રુચિ' } } },
  {
    id: 'hearAbout', type: 'select', label: 'How did you hear about us?', required: false,
    options: opts(['social', 'Social media'], ['word-of-mouth', 'Word of mouth'], ['website', 'Website'], ['other', 'Other']),
    translations: {
      hi: { label: 'आपको हमारे बारे में कैसे पता चला?', options: { social: 'सोशल मीडिया', 'word-of-mouth': 'किसी परिचित से', website: 'वेबसाइट', other: 'अन्य' } },
      gu: { label: 'તમને અમારા વિશે કેવી રીતે ખબર પડી?', options: { social: 'સોશિયલ મીડિયા', 'word-of-mouth': 'કોઈ પરિચિત પાસેથી', website: 'વેબસાઇટ', other: 'અન્ય' } },
    },
  },
  {
    id: 'motivation', type: 'radio', label: 'What brings you to this webinar?', required: true,
    options: opts(['healing', 'Healing'], ['relationships', 'Relationships'], ['stress-wellness', 'Stress and wellness']),
    translations: {
      hi: { label: 'आप इस वेबिनार में क्यों आ रहे हैं?', options: { healing: 'हीलिंग', relationships: 'रिश्ते', 'stress-wellness': 'तनाव और स्वास्थ्य' } },
      gu: { label: 'તમે આ વેબિનારમાં કેમ આવો છો?', options: { healing: 'હીલિંગ', relationships: 'સંબંધો', 'stress-wellness': 'તણાવ અને સુખાકારી' } },
    },
  },
  {
    id: 'expectations', type: 'checkbox', label: 'What do you hope to take away?', required: false,
    options: opts(['clarity', 'Clarity about my situation'], ['techniques', 'Practical techniques'], ['community', 'A supportive community']),
    translations: {
      hi: { label: 'आप क्या सीखकर जाना चाहते हैं?', options: { clarity: 'अपनी स्थिति की स्पष्टता', techniques: 'व्यावहारिक तकनीकें', community: 'सहयोगी समुदाय' } },
      gu: { label: 'તમે શું શીખીને જવા માગો છો?', options: { clarity: 'મારી પરિસ્થિતિની સ્પષ્ટતા', techniques: 'વ્યવહારુ તકનીકો', community: 'સહયોગી સમુદાય' } },
    },
  },
  { id: 'challenges', type: 'textarea', label: 'Your current challenges (optional)', placeholder: 'Enter your response...', required: false, translations: { hi: { label: 'आपकी वर्तमान चुनौतियाँ (वैकल्पिक)', placeholder: 'अपना उत्तर लिखें...' }, gu: { label: 'તમારા હાલના પડકારો (વૈકલ્પિક)', placeholder: 'તમારો જવાબ લખો...' } } },
  { id: 'receiveUpdates', type: 'checkbox', label: 'Send me news of future webinars', required: false, translations: { hi: { label: 'मुझे आने वाले वेबिनारों की जानकारी भेजें' }, gu: { label: 'મને આવનારા વેબિનારની માહિતી મોકલો' } } },
  { id: 'webinarConsent', type: 'checkbox', label: 'I agree to receive the joining details by e-mail and WhatsApp', required: true, translations: { hi: { label: 'मैं ई-मेल और व्हाट्सऐप पर जुड़ने का विवरण पाने के लिए सहमत हूँ' }, gu: { label: 'હું ઈ-મેલ અને વૉટ્સએપ પર જોડાવાની વિગતો મેળવવા સંમત છું' } } },
];

export const sampleForms = [
  {
    title: 'Personal Consultancy',
    description: 'Tell us a little about yourself and we will call you within 24 hours to fix a time.',
    type: 'personal_consultancy' as const,
    fields: consultancyFormFields,
  },
  {
    title: 'Stage 1 Webinar Registration',
    description: 'Register for the free introductory webinar. The joining link comes by e-mail.',
    type: 'webinar_registration' as const,
    fields: webinarFormFields,
  },
];
