/**
 * The practice's SAMPLE content (ADR 0020): what the site shows until the founder replaces
 * it in the admin's Site content tab. Seeded once (seed.ts) with every section marked `sample`;
 * also what is read while no document is stored. In production, sample sections are not shown to
 * visitors (shared/content/site-view.ts). Checked by the contract in seed.test.ts.
 */
import { EMPTY_HOME, SITE_CONTENT_SECTIONS, type SiteContent } from '../../shared/contracts/site-content.ts';

/** The app_settings key of the document (features/content reads and writes it). */
export const SITE_CONTENT_KEY = 'site_content';

export const SAMPLE_SITE_CONTENT: SiteContent = {
  // The home page's words have no sample: until she writes them, the site's own texts show.
  sample: SITE_CONTENT_SECTIONS.filter((s) => s !== 'home'),
  home: EMPTY_HOME,
  founder: {
    name: { en: 'Dr. Kavita Mehta', hi: 'डॉ. कविता मेहता', gu: 'ડૉ. કવિતા મહેતા' },
    photo: '/images/founder.webp',
    bio: {"en": "For fifteen years she has helped people untangle what feels stuck: strained relationships, anxious minds, difficult decisions. Her work joins the structure of modern coaching with the depth of India's healing traditions, always with warmth and never with judgement.", "hi": "पंद्रह वर्षों से वे लोगों को वह सुलझाने में मदद कर रही हैं जो अटका हुआ लगता है: तनावपूर्ण रिश्ते, बेचैन मन, कठिन निर्णय। उनका काम आधुनिक कोचिंग की व्यवस्थित पद्धति को भारत की उपचार परंपराओं की गहराई से जोड़ता है, हमेशा आत्मीयता के साथ और बिना किसी पूर्वाग्रह के।", "gu": "પંદર વર્ષથી તેઓ લોકોને એ ઉકેલવામાં મદદ કરે છે જે અટકી ગયેલું લાગે છે: તણાવભર્યા સંબંધો, અશાંત મન, અઘરા નિર્ણયો. તેમનું કાર્ય આધુનિક કોચિંગની વ્યવસ્થિત પદ્ધતિને ભારતની ઉપચાર પરંપરાઓની ઊંડાઈ સાથે જોડે છે, હંમેશાં આત્મીયતાથી અને કોઈ પૂર્વગ્રહ વિના."},
    credentials: {"en": "Doctorate in psychology, with a focus on family relationships\nCertified NLP master practitioner and life coach\nReiki master and certified aura and chakra healer\nTrained in astrology, numerology, palmistry and face reading", "hi": "मनोविज्ञान में डॉक्टरेट, पारिवारिक रिश्तों पर विशेष ध्यान के साथ\nप्रमाणित NLP मास्टर प्रैक्टिशनर और लाइफ़ कोच\nरेकी मास्टर और प्रमाणित ऑरा एवं चक्र हीलर\nज्योतिष, अंक ज्योतिष, हस्तरेखा और मुखाकृति विज्ञान में प्रशिक्षित", "gu": "મનોવિજ્ઞાનમાં ડૉક્ટરેટ, પારિવારિક સંબંધો પર વિશેષ ધ્યાન સાથે\nપ્રમાણિત NLP માસ્ટર પ્રેક્ટિશનર અને લાઇફ કોચ\nરેકી માસ્ટર અને પ્રમાણિત ઓરા તથા ચક્ર હીલર\nજ્યોતિષ, અંકશાસ્ત્ર, હસ્તરેખા અને મુખાકૃતિ વિજ્ઞાનમાં તાલીમ પામેલાં"},
  },
  contact: {
    phone: '+91 98765 43210',
    whatsapp: '+91 98765 43210',
    email: 'hello@antarman.example',
    address: {"en": "Navrangpura, Ahmedabad, Gujarat, India", "hi": "नवरंगपुरा, अहमदाबाद, गुजरात, भारत", "gu": "નવરંગપુરા, અમદાવાદ, ગુજરાત, ભારત"},
    hours: {"en": "Monday to Saturday: 9:00 AM to 8:00 PM IST\nSunday: 10:00 AM to 6:00 PM IST", "hi": "सोमवार से शनिवार: सुबह 9:00 से रात 8:00 बजे तक (IST)\nरविवार: सुबह 10:00 से शाम 6:00 बजे तक (IST)", "gu": "સોમવારથી શનિવાર: સવારે 9:00 થી રાત્રે 8:00 વાગ્યા સુધી (IST)\nરવિવાર: સવારે 10:00 થી સાંજે 6:00 વાગ્યા સુધી (IST)"},
  },
  social: {
    facebook: 'https://www.facebook.com/antarman.example',
    instagram: 'https://www.instagram.com/antarman.example',
    youtube: 'https://www.youtube.com/@antarman.example',
    linkedin: 'https://www.linkedin.com/company/antarman-example',
  },
  books: {
    items: [
      {
        title: { en: 'The Inner Compass', hi: 'भीतर का दिशासूचक', gu: 'અંતરની દિશાસૂચી' },
        description: {"en": "How to hear your own inner voice again, make decisions with clarity and live by your values.", "hi": "अपनी भीतरी आवाज़ को फिर से कैसे सुनें, स्पष्टता से निर्णय कैसे लें और अपने मूल्यों के अनुसार कैसे जिएँ।", "gu": "તમારો અંદરનો અવાજ ફરી કેવી રીતે સાંભળવો, સ્પષ્ટતાથી નિર્ણયો કેવી રીતે લેવા અને તમારાં મૂલ્યો મુજબ કેવી રીતે જીવવું."},
        cover: '/images/book-inner-compass.webp',
        editions: [
          { language: 'en', year: 2019, stores: [{ name: 'Amazon', url: 'https://www.amazon.in/dp/EXAMPLE001' }, { name: 'Flipkart', url: 'https://www.flipkart.com/p/EXAMPLE001' }] },
          { language: 'gu', year: null, stores: [{ name: 'Amazon', url: 'https://www.amazon.in/dp/EXAMPLE001GU' }, { name: 'Flipkart', url: 'https://www.flipkart.com/p/EXAMPLE001GU' }] },
        ],
      },
      {
        title: { en: 'Healing Relationships', hi: 'रिश्तों का उपचार', gu: 'સંબંધોની સારવાર' },
        description: {"en": "Why the same conflicts repeat between partners, parents and children, and how to break the cycle with empathy.", "hi": "पति-पत्नी, माता-पिता और बच्चों के बीच वही झगड़े बार-बार क्यों होते हैं, और सहानुभूति से यह चक्र कैसे तोड़ें।", "gu": "પતિ-પત્ની, માતા-પિતા અને બાળકો વચ્ચે એ જ ઝઘડા વારંવાર કેમ થાય છે, અને સહાનુભૂતિથી એ ચક્ર કેવી રીતે તોડવું."},
        cover: '/images/book-healing-relationships.webp',
        editions: [{ language: 'en', year: 2021, stores: [{ name: 'Amazon', url: 'https://www.amazon.in/dp/EXAMPLE002' }, { name: 'Flipkart', url: 'https://www.flipkart.com/p/EXAMPLE002' }] }],
      },
      {
        title: { en: 'Chakras for Everyday Life', hi: 'रोज़मर्रा के जीवन में चक्र', gu: 'રોજિંદા જીવનમાં ચક્રો' },
        description: {"en": "A practical introduction to the seven chakras, with simple daily practices for balance and energy.", "hi": "सात चक्रों का व्यावहारिक परिचय, संतुलन और ऊर्जा के लिए सरल दैनिक अभ्यासों के साथ।", "gu": "સાત ચક્રોનો વ્યવહારુ પરિચય, સંતુલન અને ઊર્જા માટેના સરળ દૈનિક અભ્યાસો સાથે."},
        cover: '/images/book-chakras-everyday.webp',
        editions: [{ language: 'en', year: 2023, stores: [{ name: 'Amazon', url: 'https://www.amazon.in/dp/EXAMPLE003' }, { name: 'Flipkart', url: 'https://www.flipkart.com/p/EXAMPLE003' }] }],
      },
    ],
  },
  video: { youtubeId: 'dQw4w9WgXcQ', title: {"en": "Where healing begins", "hi": "उपचार की शुरुआत कहाँ से होती है", "gu": "ઉપચારની શરૂઆત ક્યાંથી થાય છે"} },
  testimonials: {
    items: [{"quote": {"en": "After years of the same arguments, my husband and I finally understood what was happening between us. Three sessions changed the mood of our whole home.", "hi": "बरसों तक एक जैसे झगड़ों के बाद, मैं और मेरे पति आखिरकार समझ पाए कि हमारे बीच क्या हो रहा था। तीन सत्रों ने हमारे पूरे घर का माहौल बदल दिया।", "gu": "વર્ષો સુધી એકસરખા ઝઘડા પછી, હું અને મારા પતિ આખરે સમજી શક્યાં કે અમારી વચ્ચે શું થઈ રહ્યું હતું. ત્રણ સત્રોએ અમારા આખા ઘરનું વાતાવરણ બદલી નાખ્યું."}, "name": "Priya S.", "detail": {"en": "Ahmedabad · Relationship coaching", "hi": "अहमदाबाद · रिश्तों की कोचिंग", "gu": "અમદાવાદ · સંબંધોનું કોચિંગ"}, "consent": true}, {"quote": {"en": "The life analysis report was remarkably accurate, and more importantly it gave me a plan. A year later I started my own firm with confidence.", "hi": "जीवन विश्लेषण रिपोर्ट आश्चर्यजनक रूप से सटीक थी, और उससे भी ज़रूरी, उसने मुझे एक योजना दी। एक साल बाद मैंने आत्मविश्वास के साथ अपनी फ़र्म शुरू की।", "gu": "જીવન વિશ્લેષણ અહેવાલ આશ્ચર્યજનક રીતે સચોટ હતો, અને એથીય વધુ મહત્ત્વનું, તેણે મને એક યોજના આપી. એક વર્ષ પછી મેં આત્મવિશ્વાસથી મારી પોતાની ફર્મ શરૂ કરી."}, "name": "Rahul M.", "detail": {"en": "Mumbai · Full life analysis report", "hi": "मुंबई · संपूर्ण जीवन विश्लेषण रिपोर्ट", "gu": "મુંબઈ · સંપૂર્ણ જીવન વિશ્લેષણ અહેવાલ"}, "consent": true}, {"quote": {"en": "I joined the meditation circle because I could not sleep. Six months on I sleep well, and I am calmer with my children and my parents.", "hi": "मैं ध्यान मंडल से इसलिए जुड़ी क्योंकि मुझे नींद नहीं आती थी। छह महीने बाद मैं अच्छी नींद लेती हूँ, और अपने बच्चों व माता-पिता के साथ अधिक शांत रहती हूँ।", "gu": "મને ઊંઘ નહોતી આવતી એટલે હું ધ્યાન વર્તુળમાં જોડાઈ. છ મહિના પછી હું સારી ઊંઘ લઉં છું, અને મારાં બાળકો તથા માતા-પિતા સાથે વધુ શાંત રહું છું."}, "name": "Hetal P.", "detail": {"en": "London · Guided meditation, online", "hi": "लंदन · मार्गदर्शित ध्यान, ऑनलाइन", "gu": "લંડન · માર્ગદર્શિત ધ્યાન, ઓનલાઇન"}, "consent": true}, {"quote": {"en": "After two sessions I finally understood why my husband and I kept having the same argument. We talk differently now, and our home feels calmer.", "hi": "दो सत्रों के बाद मुझे आख़िरकार समझ आया कि मेरे पति और मेरे बीच एक ही बहस बार-बार क्यों होती थी। अब हम अलग ढंग से बात करते हैं, और घर में शांति है।", "gu": "બે સત્રો પછી મને આખરે સમજાયું કે મારા પતિ અને મારી વચ્ચે એક જ દલીલ વારંવાર કેમ થતી હતી. હવે અમે જુદી રીતે વાત કરીએ છીએ, અને ઘરમાં શાંતિ છે."}, "name": "Priya S.", "detail": {"en": "Relationship counselling, Vadodara", "hi": "रिश्तों पर परामर्श, वडोदरा", "gu": "સંબંધો અંગે પરામર્શ, વડોદરા"}, "consent": true}],
  },
  stats: { livesTransformed: 10000, workshops: 500, yearsExperience: 15, corporateTrainings: 120 },
  faq: {
    items: [{"q": {"en": "How soon can I get a consultation?", "hi": "परामर्श कितनी जल्दी मिल सकता है?", "gu": "પરામર્શ કેટલા સમયમાં મળી શકે?"}, "a": {"en": "Consultations are usually scheduled within 2-3 days of your request. For urgent matters, message us on WhatsApp: a same-day session is often possible.", "hi": "आपके अनुरोध के बाद परामर्श आमतौर पर 2-3 दिनों में तय हो जाता है। ज़रूरी मामलों में हमें व्हाट्सऐप पर संदेश भेजें: अक्सर उसी दिन सत्र संभव होता है।", "gu": "તમારી વિનંતી પછી પરામર્શ સામાન્ય રીતે 2-3 દિવસમાં નક્કી થઈ જાય છે. તાત્કાલિક બાબતોમાં અમને વૉટ્સએપ પર સંદેશ મોકલો: ઘણી વાર એ જ દિવસે સત્ર શક્ય બને છે."}}, {"q": {"en": "Are sessions online or in person?", "hi": "सत्र ऑनलाइन होते हैं या प्रत्यक्ष?", "gu": "સત્રો ઓનલાઇન થાય છે કે રૂબરૂ?"}, "a": {"en": "Both. You can meet us at our centre in Ahmedabad, or join by video call from anywhere in the world. Online sessions are just as personal and effective.", "hi": "दोनों। आप अहमदाबाद में हमारे केंद्र पर मिल सकते हैं, या दुनिया में कहीं से भी वीडियो कॉल पर जुड़ सकते हैं। ऑनलाइन सत्र भी उतने ही व्यक्तिगत और प्रभावी होते हैं।", "gu": "બંને. તમે અમદાવાદમાં અમારા કેન્દ્ર પર મળી શકો છો, અથવા દુનિયાના કોઈ પણ ખૂણેથી વીડિયો કૉલ પર જોડાઈ શકો છો. ઓનલાઇન સત્રો પણ એટલાં જ વ્યક્તિગત અને અસરકારક હોય છે."}}, {"q": {"en": "Which languages are sessions offered in?", "hi": "सत्र किन भाषाओं में होते हैं?", "gu": "સત્રો કઈ ભાષાઓમાં થાય છે?"}, "a": {"en": "Every session, webinar and workshop is available in English, Hindi and Gujarati. Tell us your preference when you book.", "hi": "हर सत्र, वेबिनार और कार्यशाला अंग्रेज़ी, हिन्दी और गुजराती में उपलब्ध है। बुकिंग करते समय अपनी पसंद बताइए।", "gu": "દરેક સત્ર, વેબિનાર અને કાર્યશાળા અંગ્રેજી, હિન્દી અને ગુજરાતીમાં ઉપલબ્ધ છે. બુકિંગ કરતી વખતે તમારી પસંદગી જણાવો."}}, {"q": {"en": "Do I get support after a session?", "hi": "क्या सत्र के बाद भी सहायता मिलती है?", "gu": "શું સત્ર પછી પણ સહાય મળે છે?"}, "a": {"en": "Yes. You receive a short written summary with practices to continue at home, and you can write to us with follow-up questions. Many clients book a review session a few weeks later.", "hi": "हाँ। आपको घर पर जारी रखने योग्य अभ्यासों के साथ एक छोटा लिखित सारांश मिलता है, और आप आगे के प्रश्न हमें लिख सकते हैं। कई लोग कुछ सप्ताह बाद समीक्षा सत्र बुक करते हैं।", "gu": "હા. તમને ઘરે ચાલુ રાખી શકાય તેવા અભ્યાસો સાથે એક ટૂંકો લેખિત સારાંશ મળે છે, અને આગળના પ્રશ્નો તમે અમને લખી શકો છો. ઘણા લોકો થોડાં અઠવાડિયાં પછી સમીક્ષા સત્ર બુક કરે છે."}}],
  },
  policies: { privacy: { en: '', hi: '', gu: '' }, refund: { en: '', hi: '', gu: '' } },
};
