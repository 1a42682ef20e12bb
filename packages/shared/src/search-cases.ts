/**
 * The one table of search's normalisation cases (docs/decisions/037-site-search.md): each fold is
 * checked against the TypeScript function (search-normalize.test.ts) and the SQL one in both
 * databases (apps/server/src/features/search/normalize-sql.test.ts); each match is checked through
 * the index and the query, and without English stems also through the TypeScript forms.
 */

export interface FoldCase {
  input: string;
  folded: string;
}

export interface MatchCase {
  query: string;
  text: string;
  match: boolean;
  /** It needs the database's English stemmer (word forms), which the TypeScript side does not have. */
  stems?: true;
}

export const ARABIC_FOLD_CASES: readonly FoldCase[] = [
  { input: 'أحمد', folded: 'احمد' },
  { input: 'إدارة', folded: 'اداره' },
  { input: 'آمنة', folded: 'امنه' },
  { input: 'ٱلرحمن', folded: 'الرحمن' },
  { input: 'مستشفى', folded: 'مستشفي' },
  { input: 'مؤسسة', folded: 'موسسه' },
  { input: 'رئيس', folded: 'رييس' },
  { input: 'مدرسة', folded: 'مدرسه' },
  { input: 'مُسْتَشْفَى', folded: 'مستشفي' },
  { input: 'الصِّحَّة', folded: 'الصحه' },
  { input: 'تطعيـــم', folded: 'تطعيم' },
  { input: '٢٠٢٦', folded: '2026' },
  { input: '۱۴۰۵', folded: '1405' },
  { input: 'كورونا-١٩', folded: 'كورونا 19' },
  { input: 'ما هو اللقاح؟', folded: 'ما هو اللقاح' },
  { input: 'الصحة، والتعليم', folded: 'الصحه والتعليم' },
  { input: 'کتاب', folded: 'كتاب' },
  { input: 'علی', folded: 'علي' },
  { input: 'مسئول', folded: 'مسيول' },
  { input: 'سماء', folded: 'سماء' },
  { input: 'شؤون', folded: 'شوون' },
  { input: 'قرآن', folded: 'قران' },
  { input: 'إسعاف', folded: 'اسعاف' },
  { input: 'أطفال', folded: 'اطفال' },
  { input: 'الأطباء', folded: 'الاطباء' },
  { input: 'مُعَلِّم', folded: 'معلم' },
  { input: 'رَحْمٰن', folded: 'رحمن' },
  { input: 'هٰذا', folded: 'هذا' },
  { input: 'الرعاية الصحية الأولية', folded: 'الرعايه الصحيه الاوليه' },
  { input: '  مستشفى   الملك  ', folded: 'مستشفي الملك' },
  { input: 'Covid ١٩ كوفيد', folded: 'covid 19 كوفيد' },
  { input: 'ص.ب ١٢٣', folded: 'ص ب 123' },
  { input: 'مرحبًا', folded: 'مرحبا' },
  { input: 'شكرٌ', folded: 'شكر' },
  { input: 'عِلْمٍ', folded: 'علم' },
  { input: 'الـمـسـتـشـفـى', folded: 'المستشفي' },
  { input: 'ھاتف', folded: 'هاتف' },
  { input: 'فى', folded: 'في' },
  { input: 'أُمّ', folded: 'ام' },
  { input: 'طب «الأسرة»', folded: 'طب الاسره' },
  { input: 'إِنْ شَاءَ اللَّهُ', folded: 'ان شاء الله' },
  { input: 'مستشفى الملك فهد ٣', folded: 'مستشفي الملك فهد 3' },
];

export const ENGLISH_FOLD_CASES: readonly FoldCase[] = [
  { input: 'Flu Vaccination', folded: 'flu vaccination' },
  { input: 'Crème Brûlée', folded: 'creme brulee' },
  { input: 'NAÏVE', folded: 'naive' },
  { input: 'Straße', folded: 'strasse' },
  { input: 'Ærø', folded: 'aero' },
  { input: 'Łódź', folded: 'lodz' },
  { input: 'São Paulo', folded: 'sao paulo' },
  { input: 'résumé', folded: 'resume' },
  { input: 'Zürich', folded: 'zurich' },
  { input: 'patient-safety', folded: 'patient safety' },
  { input: "children's", folded: 'children s' },
  { input: 'COVID-19', folded: 'covid 19' },
  { input: 'e-mail: info@amanah.org', folded: 'e mail info amanah org' },
  { input: 'Dr. Smith', folded: 'dr smith' },
  { input: '  many   spaces  ', folded: 'many spaces' },
  { input: 'ÉCOLE', folded: 'ecole' },
  { input: 'Œuvre', folded: 'oeuvre' },
  { input: 'fjörd', folded: 'fjord' },
  { input: 'naïve café', folded: 'naive cafe' },
  { input: '50%', folded: '50' },
  { input: 'Ünïcödé', folded: 'unicode' },
  { input: 'Þór', folded: 'thor' },
  { input: 'Ñandú', folded: 'nandu' },
  { input: '<b>Bold</b> & "quoted"', folded: 'b bold b quoted' },
];

export const MATCH_CASES: readonly MatchCase[] = [
  { query: 'ادارة', text: 'إدارة المستشفى', match: true },
  { query: 'إدارة', text: 'ادارة المستشفى', match: true },
  { query: 'المستشفى', text: 'مستشفى الملك', match: true },
  { query: 'مستشفى', text: 'المستشفى الجامعي', match: true },
  { query: 'التطعيم', text: 'تطعيم الأطفال', match: true },
  { query: 'تطعيم', text: 'حملة بالتطعيم', match: true },
  { query: 'للتطعيم', text: 'تطعيم', match: true },
  { query: 'والمستشفى', text: 'مستشفى', match: true },
  { query: 'فالصحة', text: 'الصحه', match: true },
  { query: 'مستشفي', text: 'مُسْتَشْفَى', match: true },
  { query: 'اسعاف', text: 'الإسعاف', match: true },
  { query: 'مستشفى', text: 'مدرسة', match: false },
  { query: 'بحث', text: 'حث', match: false },
  { query: 'Vaccination', text: 'vaccines for children', match: true, stems: true },
  { query: 'vaccine', text: 'Vaccination day', match: true, stems: true },
  { query: 'hospitals', text: 'the hospital', match: true, stems: true },
  { query: 'CAFÉ', text: 'cafe', match: true },
  { query: 'safety', text: 'vaccination', match: false },
];
