/**
 * The demo content of a fresh site: a fictional authority's institutions, news, events,
 * achievements, partners, testimonials and branches, written in the docs/BRAND.md voice.
 * Dates are offsets in days from the moment of seeding, so the site never looks stale.
 * Every name is fictional and every address is under `.example`.
 * `image` names an SVG file in ./images (brand colours only, no faces: docs/BRAND.md).
 */
import { SITE } from '@authority/shared/site';

const COUNTRY = SITE.contact.country;

export interface InstitutionContent {
  name: string;
  /** Short HTML. */
  description: string;
  /** A 1200×900 scene. */
  image: string;
}

export interface NewsContent {
  name: string;
  /** Plain text; `\n` separates paragraphs and is kept on the detail page (SPEC §2). */
  description: string;
  /** Negative for the past; positive dates lie in the future (SPEC §3 'future'). */
  daysFromNow: number;
  /** A 1600×900 scene. */
  image: string;
  isBanner?: boolean;
  /** False for notices that stay off the News list (SPEC §3). */
  isNews?: boolean;
  link?: string;
}

export interface EventContent {
  eventName: string;
  daysFromNow: number;
  time: string;
  location: string;
  /** Null shows the page's fallback text. */
  description: string | null;
  /** A 1600×900 scene; null: no image, so the page shows its default logo. */
  image: string | null;
  isActive: boolean;
}

export interface AchievementContent {
  title: string;
  number: number;
  /** A 256×256 line icon. */
  image: string;
}

export interface PartnerContent {
  name: string;
  description: string;
  link: string;
  /** A 600×600 monogram logo; null: no logo, so the page shows its default one. */
  image: string | null;
}

export interface TestimonialContent {
  person: string;
  role: string;
  /** A 400×400 initials avatar, never a face. */
  image: string;
  /** Short HTML. */
  description: string;
}

export interface BranchContent {
  name: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  mapLink: string;
  /** A 1200×900 scene. */
  image: string;
}

export const INSTITUTIONS: readonly InstitutionContent[] = [
  {
    name: 'Amanah Teaching Hospital',
    image: 'institution-amanah-teaching-hospital.svg',
    description:
      '<p>Our main hospital in Riverbend, with 780 beds and a 24-hour emergency department. Specialist teams care for adults in medicine, surgery, cancer care and intensive care.</p>' +
      '<p>As a <strong>teaching hospital</strong>, it trains resident doctors, nurses and allied health students alongside experienced consultants.</p>',
  },
  {
    name: "Amanah Children's Hospital",
    image: 'institution-amanah-children-s-hospital.svg',
    description:
      "<p>A 210-bed hospital for babies, children and young people up to the age of 16. It has a neonatal intensive care unit, a children's emergency department and day-surgery theatres.</p>" +
      '<p>Parents can stay with their child day and night, and play specialists help children prepare for tests and operations.</p>',
  },
  {
    name: 'Amanah Heart and Vascular Centre',
    image: 'institution-amanah-heart-and-vascular-centre.svg',
    description:
      '<p>Diagnosis and treatment of heart and blood vessel disease under one roof: cardiac catheterisation, heart surgery, a heart rhythm service and cardiac rehabilitation.</p>' +
      '<p>The centre runs a <strong>round-the-clock heart attack service</strong> for Riverbend and the surrounding districts.</p>',
  },
  {
    name: 'Amanah College of Medicine',
    image: 'institution-amanah-college-of-medicine.svg',
    description:
      '<p>The college teaches medicine at undergraduate and postgraduate level, with degrees awarded by Riverbend University.</p>' +
      '<ul><li>A six-year Bachelor of Medicine and Surgery</li><li>Residency programmes in 14 specialties</li><li>Continuing medical education for practising doctors</li></ul>',
  },
  {
    name: 'Amanah School of Nursing and Allied Health',
    image: 'institution-amanah-school-of-nursing-and-allied-health.svg',
    description:
      '<p>Diplomas and degrees in nursing, midwifery, medical laboratory science, radiography and physiotherapy.</p>' +
      '<p>Students spend half of their course on placement in our hospitals and community clinics, each with a named clinical mentor.</p>',
  },
  {
    name: 'Amanah Centre for Medical Research',
    image: 'institution-amanah-centre-for-medical-research.svg',
    description:
      `<p>Clinicians and scientists working together on the conditions that matter most in the ${COUNTRY}: diabetes, heart disease, kidney disease and infections that resist antibiotics.</p>` +
      '<p>Every study is reviewed by an <strong>independent research ethics committee</strong>, and results are published openly.</p>',
  },
  {
    name: 'Amanah Central Laboratory and Blood Bank',
    image: 'institution-amanah-central-laboratory-and-blood-bank.svg',
    description:
      '<p>An accredited laboratory that runs tests for all our hospitals and clinics, from routine blood counts to genetic testing.</p>' +
      '<p>The blood bank collects, tests and supplies blood for every hospital in the network.</p>',
  },
];

export const NEWS: readonly NewsContent[] = [
  {
    name: 'Car park at the main hospital entrance closes for resurfacing',
    daysFromNow: -2,
    image: 'news-car-park-at-the-main-hospital-entrance-closes-for-resurfacin.svg',
    isNews: false,
    description:
      'The visitor car park at the main entrance of Amanah Teaching Hospital is closed for two weeks while the surface is renewed.\n' +
      'Please use the multi-storey car park on River Street. A free shuttle runs to the main entrance every 10 minutes from 06:30 to 22:00.\n' +
      'Parking for disabled visitors stays open beside the emergency department.',
  },
  {
    name: 'Second cardiac catheterisation laboratory opens',
    daysFromNow: -5,
    image: 'news-second-cardiac-catheterisation-laboratory-opens.svg',
    isBanner: true,
    description:
      'A second cardiac catheterisation laboratory has opened at the Amanah Heart and Vascular Centre. It lets our teams treat up to 12 more patients a day with angiography, stents and pacemakers.\n' +
      'Waiting times for planned procedures are expected to fall from eight weeks to under four.\n' +
      'Patients already on the waiting list will be contacted by the centre. There is no need to call.',
  },
  {
    name: 'College of Medicine welcomes 240 new students',
    daysFromNow: -12,
    image: 'news-college-of-medicine-welcomes-240-new-students.svg',
    isBanner: true,
    description:
      'The Amanah College of Medicine has welcomed 240 first-year students, its largest intake so far. Half of them come from districts outside Riverbend.\n' +
      'The new students begin with a two-week foundation course in communication, anatomy and basic life support before lectures start.',
  },
  {
    name: 'Video clinics now reach 30 rural health centres',
    daysFromNow: -26,
    image: 'news-video-clinics-now-reach-30-rural-health-centres.svg',
    isBanner: true,
    description:
      'Specialists at Amanah Teaching Hospital now hold video clinics with 30 rural health centres in the eastern districts. Patients can see a heart, diabetes or skin specialist without a journey of several hours.\n' +
      'A nurse at the health centre joins every consultation, takes measurements and arranges any tests that follow.\n' +
      'Ask your local health centre whether a video clinic is right for you.',
  },
  {
    name: 'Thank you to 1,200 blood donors',
    daysFromNow: -33,
    image: 'news-thank-you-to-1-200-blood-donors.svg',
    description:
      'Thank you to the 1,200 people who gave blood during our donation week in Riverbend, Eastmere and Port Selwyn. Each donation can help up to three patients.\n' +
      'We still need donors with blood group O negative. You can give blood at any of our hospitals on weekdays from 08:00 to 14:00.',
  },
  {
    name: "Children's medical ward reopens after renovation",
    daysFromNow: -47,
    image: 'news-children-s-medical-ward-reopens-after-renovation.svg',
    description:
      "The children's medical ward at Amanah Children's Hospital has reopened after six months of work. It now has 32 single rooms, each with a bed for a parent, and a new room for play and school lessons.\n" +
      "The work was funded by the Lakeshore Children's Trust and by donations from families in Riverbend.",
  },
  {
    name: 'National study maps antibiotic resistance',
    daysFromNow: -61,
    image: 'news-national-study-maps-antibiotic-resistance.svg',
    isBanner: true,
    link: 'https://journal.auren-medicine.example/articles/national-antibiotic-resistance-survey',
    description:
      `Researchers at the Amanah Centre for Medical Research have published the first national survey of antibiotic resistance in the ${COUNTRY}. The team tested 18,000 samples from 22 hospitals over two years.\n` +
      'The results will shape new prescribing guidance for hospitals and family doctors.',
  },
  {
    name: 'Visiting hours on adult wards',
    daysFromNow: -70,
    image: 'news-visiting-hours-on-adult-wards.svg',
    isNews: false,
    description:
      'Visiting hours on adult wards are 14:00 to 20:00 every day. Two visitors may be at a bedside at one time.\n' +
      'Please do not visit if you have a cough, a fever or an upset stomach. Ward staff can arrange a video call with your relative instead.',
  },
  {
    name: 'School of Nursing celebrates 140 graduates',
    daysFromNow: -84,
    image: 'news-school-of-nursing-celebrates-140-graduates.svg',
    description:
      'This month 140 nurses, midwives and allied health professionals graduated from the Amanah School of Nursing and Allied Health. More than 100 of them have already accepted posts in our hospitals.\n' +
      'Congratulations to every graduate, and thank you to the mentors who supported them on placement.',
  },
  {
    name: 'Order repeat prescriptions online',
    daysFromNow: -98,
    image: 'news-order-repeat-prescriptions-online.svg',
    link: 'https://patients.amanah-health.example/prescriptions',
    description:
      'Patients with a long-term prescription from an Amanah clinic can now order repeats through the patient portal. Your medicine is ready to collect from the hospital pharmacy within two working days.\n' +
      'You need your hospital number to register. Staff at any pharmacy desk can help you sign up.',
  },
  {
    name: 'Our annual report is now available',
    daysFromNow: -120,
    image: 'news-our-annual-report-is-now-available.svg',
    isNews: false,
    link: 'https://www.amanah-health.example/reports/annual-report',
    description:
      'The annual report sets out what our hospitals, colleges and research centre achieved over the past year, how we used our funds and what we plan next. You can read it online or ask for a printed copy at any hospital reception.',
  },
  {
    name: 'Free diabetes and blood pressure checks in Eastmere',
    daysFromNow: -150,
    image: 'news-free-diabetes-and-blood-pressure-checks-in-eastmere.svg',
    description:
      'Nurses from Amanah Hospital Eastmere offered free checks for diabetes and high blood pressure to 2,600 residents over four weeks. About one in eight learned for the first time that their blood sugar or blood pressure was too high.\n' +
      'Everyone who needed follow-up was booked into a clinic close to home.',
  },
  {
    name: 'Call for abstracts: Riverbend Medical Research Conference',
    daysFromNow: 10,
    image: 'news-call-for-abstracts-riverbend-medical-research-conference.svg',
    link: 'https://conference.amanah-health.example/abstracts',
    description:
      'Researchers, clinicians and students are invited to submit abstracts for talks and posters. Topics include chronic disease, infection control, medical education and patient safety.\n' +
      'Abstracts of up to 300 words can be sent until six weeks before the conference.',
  },
];

/**
 * Pages show events in reverse order of storage (SPEC §3), so past events come first here and
 * upcoming ones last, soonest at the end: visitors then see the next event first.
 */
export const EVENTS: readonly EventContent[] = [
  {
    eventName: 'Patient Safety Week Lectures',
    daysFromNow: -88,
    time: '12:00 – 13:00',
    location: 'Lecture Theatre 1, Amanah Teaching Hospital, Riverbend',
    image: 'event-patient-safety-week-lectures.svg',
    isActive: false,
    description:
      'Lunchtime talks on medication safety, preventing falls, hand hygiene and speaking up when something seems wrong. Open to all staff and students.',
  },
  {
    eventName: 'Nursing Leadership Symposium',
    daysFromNow: -46,
    time: '09:00 – 16:00',
    location: 'Amanah Conference Centre, Riverbend',
    image: 'event-nursing-leadership-symposium.svg',
    isActive: false,
    description: `Nurse leaders from across the ${COUNTRY} discuss safe staffing, mentoring new graduates and leading quality improvement on the ward.`,
  },
  {
    eventName: 'World Diabetes Day Community Screening',
    daysFromNow: -18,
    time: '09:00 – 15:00',
    location: 'Central Market Square, Eastmere',
    image: 'event-world-diabetes-day-community-screening.svg',
    isActive: false,
    description:
      'Free blood sugar and blood pressure checks, advice on food and exercise, and foot checks for people living with diabetes.\nNo appointment needed.',
  },
  {
    eventName: 'College of Medicine Alumni Evening',
    daysFromNow: 96,
    time: '18:30 – 21:00',
    location: 'Great Hall, Amanah College of Medicine, Riverbend',
    image: 'event-college-of-medicine-alumni-evening.svg',
    isActive: true,
    description: null,
  },
  {
    eventName: 'Healthcare Partners and Suppliers Exhibition',
    daysFromNow: 75,
    time: '10:00 – 18:00',
    location: 'Riverside Exhibition Hall, Riverbend',
    image: 'event-healthcare-partners-and-suppliers-exhibition.svg',
    isActive: true,
    description:
      'Makers of medical equipment, laboratory suppliers and service providers present their work to clinical and purchasing teams from across our network.\nStands and platinum, gold, silver and bronze sponsorship packages are available.',
  },
  {
    eventName: 'Riverbend Medical Research Conference',
    daysFromNow: 52,
    time: '08:30 – 17:00',
    location: 'Amanah Conference Centre, Main Hall, Riverbend',
    image: 'event-riverbend-medical-research-conference.svg',
    isActive: true,
    description:
      'A day of research talks, poster sessions and panel discussions on chronic disease, infection control, medical education and patient safety.\nOpen to clinicians, researchers and students. Exhibition stands and sponsorship packages are available.',
  },
  {
    eventName: 'Emergency Medicine Update',
    daysFromNow: 37,
    time: '08:00 – 16:30',
    location: 'Lecture Theatre 2, Amanah Teaching Hospital, Riverbend',
    image: 'event-emergency-medicine-update.svg',
    isActive: true,
    description:
      'Case-based sessions on sepsis, chest pain, major trauma and emergencies in children, for doctors and nurses in emergency care. The day counts towards continuing medical education credits.',
  },
  {
    eventName: 'Health Careers Open Day',
    daysFromNow: 23,
    time: '09:00 – 14:00',
    location: 'Amanah College of Medicine, Riverbend',
    image: 'event-health-careers-open-day.svg',
    isActive: true,
    description:
      'Secondary school students and their families can meet our students and teachers, visit the teaching laboratories and hear about courses in medicine, nursing and allied health.',
  },
  {
    eventName: 'Medical Simulation Workshop for Residents',
    daysFromNow: 16,
    time: '13:00 – 17:00',
    location: 'Simulation Centre, Amanah College of Medicine, Riverbend',
    image: null,
    isActive: true,
    description:
      'Hands-on scenarios in a simulated ward and operating theatre, each followed by a structured debrief. Places are limited to 24 residents.',
  },
  {
    eventName: 'Basic Life Support Course for the Public',
    daysFromNow: 9,
    time: '10:00 – 13:00',
    location: 'Skills Centre, Amanah Teaching Hospital, Riverbend',
    image: 'event-basic-life-support-course-for-the-public.svg',
    isActive: true,
    description:
      'Learn how to recognise a cardiac arrest, give chest compressions and use a defibrillator. Instructors from our resuscitation team teach in small groups.\nFree of charge. Suitable for anyone aged 14 and over.',
  },
];

/**
 * Listed by priority. The numbers cover each display rule of SPEC §9:
 * B (≥ 1e9), M (≥ 1e6), K (≥ 10 000), '+' (above 100) and '%' (100 or less).
 */
export const ACHIEVEMENTS: readonly AchievementContent[] = [
  { title: 'Patients treated', number: 3_400_000, image: 'achievement-heart.svg' },
  { title: 'Laboratory tests processed', number: 1_120_000_000, image: 'achievement-microscope.svg' },
  { title: 'Surgical operations each year', number: 46_800, image: 'achievement-hospital.svg' },
  {
    title: 'Doctors, nurses and health professionals trained',
    number: 12_400,
    image: 'achievement-graduationcap.svg',
  },
  { title: 'Hospital beds', number: 1_250, image: 'achievement-bed.svg' },
  { title: 'Patient satisfaction rate', number: 97, image: 'achievement-people.svg' },
];

export const PARTNERS: readonly PartnerContent[] = [
  {
    name: 'Riverbend University',
    link: 'https://riverbend-university.example',
    image: 'partner-riverbend-university.svg',
    description:
      'Awards the degrees of the Amanah College of Medicine and shares its libraries and laboratories with our students.',
  },
  {
    name: 'Auren Ministry of Health',
    link: 'https://health.auren.example',
    image: 'partner-auren-ministry-of-health.svg',
    description:
      'Sets national health policy. We run public hospital services in Riverbend under an agreement with the ministry.',
  },
  {
    name: 'National Council for Medical Specialties',
    link: 'https://medical-specialties.auren.example',
    image: 'partner-national-council-for-medical-specialties.svg',
    description: 'Accredits our residency programmes and sets the examinations for specialist registration.',
  },
  {
    name: 'Meridian Institute of Public Health',
    link: 'https://meridian-public-health.example',
    image: 'partner-meridian-institute-of-public-health.svg',
    description:
      'Our partner in population health research, disease surveillance and training in epidemiology.',
  },
  {
    name: "Lakeshore Children's Trust",
    link: 'https://lakeshore-childrens-trust.example',
    image: 'partner-lakeshore-children-s-trust.svg',
    description:
      "A charity that funds play services, family rooms and equipment at Amanah Children's Hospital.",
  },
  {
    name: 'Auren National Blood Service',
    link: 'https://blood.auren.example',
    image: 'partner-auren-national-blood-service.svg',
    description:
      'Works with our blood bank on donor recruitment, testing standards and the supply of blood across the country.',
  },
  {
    name: 'Eastmere Regional Health Directorate',
    link: 'https://eastmere-health.example',
    image: 'partner-eastmere-regional-health-directorate.svg',
    description:
      'Runs the rural health centres that take part in our video clinics in the eastern districts.',
  },
  {
    name: 'Auren Society of Nursing and Midwifery',
    link: 'https://nursing-midwifery-society.example',
    image: null,
    description:
      'The professional body for nurses and midwives, and our partner in continuing education for nursing staff.',
  },
];

export const TESTIMONIALS: readonly TestimonialContent[] = [
  {
    person: 'Dr. Samira Al-Nouri',
    role: 'Resident in Internal Medicine',
    image: 'avatar-dr-samira-al-nouri.svg',
    description:
      '<p>I chose Amanah for my residency because of its teaching, and it has been everything I hoped for. Consultants make time for bedside teaching even on the busiest days, and every week we discuss real cases in small groups. ' +
      'When I made my first mistake with a medicine dose, a senior colleague sat with me, went through what happened and helped me report it properly. That is how you learn to be a safe doctor.</p>',
  },
  {
    person: 'Yusuf Karim',
    role: 'Son of a patient at the Heart and Vascular Centre',
    image: 'avatar-yusuf-karim.svg',
    description:
      '<p>My father had a heart attack late at night. Within an hour he was being treated. Afterwards the nurses called us and explained everything in words we could understand.</p>',
  },
  {
    person: 'Nour Haddad',
    role: "Senior Staff Nurse, Amanah Children's Hospital",
    image: 'avatar-nour-haddad.svg',
    description:
      '<p>Parents stay with their children day and night here. It makes a real difference to how children recover.</p>',
  },
  {
    person: 'Layla Mansour',
    role: "Mother of a patient at Amanah Children's Hospital",
    image: 'avatar-layla-mansour.svg',
    description:
      '<p>The play team turned a frightening operation into something my daughter now talks about with pride.</p>',
  },
  {
    person: 'Dr. Tariq Aziz',
    role: 'Family Doctor, Eastmere Health Centre',
    image: 'avatar-dr-tariq-aziz.svg',
    description:
      '<p>The video clinics have changed how I work. I can discuss a patient with a specialist in Riverbend the same week, and most of my patients no longer travel three hours for a short appointment.</p>',
  },
];

export const BRANCHES: readonly BranchContent[] = [
  {
    name: 'Amanah Headquarters',
    city: SITE.contact.city,
    address: '14 Cedar Avenue, Old Town, Riverbend',
    phone: SITE.contact.phone,
    email: 'riverbend@amanah-health.example',
    mapLink: 'https://maps.example/?q=14+Cedar+Avenue+Riverbend',
    image: 'branch-amanah-headquarters.svg',
  },
  {
    name: 'Amanah Hospital Eastmere',
    city: 'Eastmere',
    address: '2 Orchard Road, Eastmere',
    phone: '+964 780 000 2200',
    email: 'eastmere@amanah-health.example',
    mapLink: 'https://maps.example/?q=2+Orchard+Road+Eastmere',
    image: 'branch-amanah-hospital-eastmere.svg',
  },
  {
    name: 'Amanah Health Centre Port Selwyn',
    city: 'Port Selwyn',
    address: '7 Harbour View, Port Selwyn',
    phone: '+964 780 000 3300',
    email: 'portselwyn@amanah-health.example',
    mapLink: 'https://maps.example/?q=7+Harbour+View+Port+Selwyn',
    image: 'branch-amanah-health-centre-port-selwyn.svg',
  },
];
