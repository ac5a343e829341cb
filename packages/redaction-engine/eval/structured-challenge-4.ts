/**
 * Structured challenge set, part 4: the fourth round (2026-11-28, branch structured-gen), written
 * after the held-out corpus 2026e left 19 structured values in clear (9 MRN, 5 dates of birth, 2
 * phones, 1 national ID, 1 SSN, 1 URL) while the tuning pool left none: the rules fitted the
 * writers already seen. TRAINING / TUNING TEXT, NOT HELD OUT. The snippets were invented as other
 * writers would write them (clinical exports of many countries, tables, CSV, OCR-ish runs, labels
 * after the value, wrist bands, lab reports, referral letters) BEFORE looking at which forms the
 * engine catches, then used to shape general rules; they still say nothing about unseen text.
 * Markup and scoring as in structured-challenge.ts; only structured values are marked. Following
 * corpus-2026/README.md, encounter, case (Fallnummer beside a patient number), admission (AN, NDA),
 * protocol, specimen, order, lot and invoice numbers are not MRNs. Every snippet of STRUCTURED_FOURTH_LOOKALIKES marks nothing.
 */

export const STRUCTURED_FOURTH_RECORDS: readonly string[] = [
  // Exports and tables: the label is a column header, the value is on a later line
  `PAT_MRN_ID,PAT_NAME,BIRTH_DATE\n[[MRN|E1048823]],"HOLLIS,MAREN",[[DATE_OF_BIRTH|1983-06-14]]`,
  `MRN | Name | DOB | Ward\n---|---|---|---\n[[MRN|77310452]] | Ferreira, Ana | [[DATE_OF_BIRTH|02/09/1948]] | 5 West`,
  `name;geburtsdatum;ort\nKeller, Uwe;[[DATE_OF_BIRTH|1950-05-17]];Kassel`,
  // English-speaking health systems
  `Cerner PowerChart — Med Rec #: [[MRN|000488213]]   Encntr: 7720018845   Attending: Vance, R`,
  `NHS Number ........ [[MRN|485 777 3456]]\nHospital No ....... [[MRN|K448812]]`,
  `CHI: [[MRN|1207694418]]  GP: Dr Muir, Leith`,
  `IHI: [[MRN|8003 6081 6666 0918]] · URN: [[MRN|M0048812]] · Ward 7B`,
  `UR number [[MRN|0448291]] — please quote on all correspondence`,
  `Chart #[[MRN|739164]] reviewed; no changes to the plan.`,
  `Record no [[MRN|KX-739164]] was merged with a duplicate last week.`,
  `Pt. ID# [[MRN|A00739164]] — fasting bloods tomorrow`,
  `[[MRN|00488127]] (hospital number) — please add it to the referral`,
  `M.R.N. [[MRN|00739164]]  Adm. 20/11/2026`,
  `MRN:[[MRN|00739164]]DOB:[[DATE_OF_BIRTH|12/03/1971]]SEX:F`,
  `LAB REPORT  Specimen: 26-HM-004418  Patient No: [[MRN|PN739164]]  Collected: 25/11/2026 08:10`,
  `Re: Ms Ines Albrecht, hosp. no. [[MRN|4471208]], d.o.b. [[DATE_OF_BIRTH|12.03.1971]]`,
  `*** WRISTBAND ***  HOLLOWAY, PETRA   MRN# [[MRN|M4471208]]   DOB [[DATE_OF_BIRTH|03-Mar-1952]]   F   ALLERGY: PCN`,
  // India
  `UHID No.- [[MRN|MH0123456789]]   Bed: ICU-4   Consultant: Dr. Iyer`,
  `IP No. [[MRN|2611/0448]]  Date of Admission: 21/11/2026`,
  `CR No. [[MRN|2026-0044812]]  OPD: General Medicine  Unit: II`,
  `Patient Reg. No.: [[MRN|739164]]  Department: Orthopaedics`,
  // Europe
  `IPP : [[MRN|800441273]]   NDA : 126004418   UF : 4410 Cardiologie`,
  `Numéro de dossier patient [[MRN|DP-0072214]], hospitalisé en pneumologie.`,
  `Patienten-ID: [[MRN|P-2026-004417]] | Fallnummer: 88120447 | Station 3 Nord`,
  `NHC: [[MRN|3390217]]  NUHSA: [[MRN|AN0412278841]]  Servicio: Urgencias`,
  `Número de historia clínica [[MRN|00447129]] — alta el 18/11/2026.`,
  `Cartella clinica n. [[MRN|2026/004471]] — ricovero in Cardiologia dal 19/11/2026.`,
  `Patiëntnummer: [[MRN|7044812]]  Afdeling: Interne geneeskunde`,
  `Hasta No: [[MRN|739164]]  Protokol No: 2026/4418  Poliklinik: Dahiliye`,
  `Nr historii choroby: [[MRN|4481/2026]], oddział kardiologii.`,
  `Номер медицинской карты: [[MRN|44812-7]], отделение терапии.`,
  // East Asia, Brazil, the Arab world, Thailand
  `患者ID：[[MRN|0044-8127]]　診療科：内科`,
  `カルテ番号 [[MRN|A-004471]] の方、受付までお越しください。`,
  `住院号：[[MRN|20260448]]　床号：12　科别：心内科`,
  `病案号 [[MRN|0447812]] 出院诊断：肺炎`,
  `등록번호: [[MRN|10739164]]  진료과: 내과`,
  `Prontuário nº [[MRN|448.127-3]] — paciente internado na enfermaria 4.`,
  `رقم الملف الطبي: [[MRN|739164]] — قسم الباطنية`,
  `HN: [[MRN|48-004471]]  AN: 6604418  Ward: Medicine 2`,
  // Dates of birth in many formats and languages
  `D.O.B [[DATE_OF_BIRTH|12/03/1971]]  Sex: M`,
  `Mrs Hale (b. [[DATE_OF_BIRTH|4 Jan 1939]]) moved to Leeds in 1960.`,
  `Mme Caron, née le [[DATE_OF_BIRTH|3 février 1964]] à Lyon, est suivie pour une HTA.`,
  `Herr Brandt, geb. [[DATE_OF_BIRTH|17.05.1950]], wurde am 20.11.2026 aufgenommen.`,
  `生年月日：[[DATE_OF_BIRTH|1971/03/12]]　性別：女`,
  `出生日期：[[DATE_OF_BIRTH|1971年3月12日]]　入院日期：2026年11月20日`,
  `생년월일: [[DATE_OF_BIRTH|1971년 3월 12일]]  입원일: 2026.11.20`,
  `تاريخ الميلاد: [[DATE_OF_BIRTH|12/03/1971]]`,
  `She was born [[DATE_OF_BIRTH|March 12th, 1971]] in Cork and moved here in 1990.`,
  `A 62-year-old man (DOB [[DATE_OF_BIRTH|1964-02-29]]) presented with chest pain.`,
  `Patient, age 55 ([[DATE_OF_BIRTH|12/03/1971]]), seen in clinic today.`,
  `Sex/DOB: F / [[DATE_OF_BIRTH|1971-03-12]]`,
  `Born: [[DATE_OF_BIRTH|12 Mar 71]]`,
  `DoB [[DATE_OF_BIRTH|12.3.71]], lives alone`,
  `[[DATE_OF_BIRTH|12/03/1971]] (date of birth) — please confirm with the patient`,
  `Date of Birth\n[[DATE_OF_BIRTH|12 March 1971]]\nAddress\nflat 2`,
  `Fecha de nac.: [[DATE_OF_BIRTH|12-03-1971]]`,
  `La sig.ra Conti, nata a Bari il [[DATE_OF_BIRTH|12/03/1971]], è ricoverata dal 19/11/2026.`,
  `Data de nascimento: [[DATE_OF_BIRTH|12/03/1971]]; nascido em Recife.`,
  `Mevrouw De Vries, geboren op [[DATE_OF_BIRTH|12 maart 1971]], is opgenomen.`,
  `Дата рождения: [[DATE_OF_BIRTH|12.03.1971]]`,
  `जन्म तिथि: [[DATE_OF_BIRTH|12/03/1971]]`,
  `Doğum tarihi: [[DATE_OF_BIRTH|12.03.1971]]`,
  `Birthdate [[DATE_OF_BIRTH|3/12/71]], allergies NKDA`,
  `Patienten född [[DATE_OF_BIRTH|1971-03-12]], inlagd på avdelning 4.`,
  `DOB/Age: [[DATE_OF_BIRTH|03/12/1971]] / 55y`,
  // Phones: extensions, tel: links, spaced and regional forms
  `Direct line [[PHONE_E164|(617) 495-1000]] x4471, leave a message.`,
  `Anrufen: tel:[[PHONE_E164|+49-30-90182044]]`,
  `Mob: [[PHONE_E164|07911 123 456]] (evenings)`,
  `WhatsApp [[PHONE_E164|+61 4 1234 5678]] or email`,
  `Ph. [[PHONE_E164|(03) 9345 6789]] — Parkville reception`,
  `Contact: [[PHONE_E164|+91 98450 12345]] (son)`,
  `| Kontakt | [[PHONE_E164|030 901820-44]] |`,
  // SSNs and national identifiers
  `SSN# [[SSN|512-44-8127]] on the W-4 is wrong`,
  `soc sec [[SSN|512 44 8127]], DOB [[DATE_OF_BIRTH|4/1/1962]]`,
  `Social Security No.: [[SSN|512739164]]`,
  `NI no. [[NATIONAL_ID|JK 44 81 27 D]] — payroll updated`,
  `PAN: [[NATIONAL_ID|BKDPS4471K]]   Aadhaar: [[NATIONAL_ID|5841 2209 7130]]`,
  // URLs
  `Book online at [[URL|www.hollis-physio.co.uk/book?slot=4]] or call us.`,
  `short link: [[URL|bit.ly/3xQ9kLm]]`,
  `CV: [[URL|maren.co/cv]]`,
  `Log in at [[URL|https://mychart.northfield-health.org/MyChart/Authentication/Login?mode=stdfile]] to see results.`,
];

export const STRUCTURED_FOURTH_LOOKALIKES: readonly string[] = [
  `Admission date: 12/03/2026  Discharge: 18/03/2026`,
  `Visit date 2026-11-20, next visit 2026-12-04`,
  `Lot no. 4471208 · Exp 2027-03 · Enoxaparin 40 mg`,
  `Order No: 4471208127 · Invoice # INV-2026-04471`,
  `Specimen ID 26-HM-004418 received 25/11/2026 09:14`,
  `Episode no. 88120447 (admitted 19.11.2026), bed 12`,
  `Encounter #: 7720018845  Account #: 44120091`,
  `Room 4471, bed 2; visiting hours 14:00-20:00`,
  `Since her birthday party on 12/03/2026 she has had headaches.`,
  `Age 54. Seen 20/11/2026. Follow-up 04/12/2026.`,
  `Ticket #739164 closed by support on 2026-11-20.`,
  `Claim number 26-739164-01, policy no. 739164003`,
  `Appointment no. 739164 on 03/12/2026 at 10:30`,
  `入院日期：2026年11月20日　出院日期：2026年11月27日`,
  `입원일: 2026.11.20  퇴원일: 2026.11.27`,
  `Batch 0739164 manufactured 12/03/2025, expires 12/03/2027`,
  `Invoice date 12/03/2026, invoice no. 739164, total €412.00`,
];

/**
 * A second batch, written after the rules above were in, again before running them, as a probe of
 * how general they are (its first run is in docs/redaction.md).
 */
export const STRUCTURED_FOURTH_PROBE: readonly string[] = [
  `Patient Identifier: [[MRN|QH-0048812]]`,
  `MRN (EPIC): [[MRN|E007391647]]`,
  `Medical Record Number [[MRN|448-12-77]]`,
  `Hosp #: [[MRN|0048812]]`,
  `Pt#[[MRN|0048812]] seen by registrar`,
  `Patient Number/ID: [[MRN|X739164]]`,
  `Your hospital number is [[MRN|K0739164]].`,
  `The patient's MRN, [[MRN|00739164]], is on the label.`,
  `Krankenhausnummer: [[MRN|4471208]]`,
  `N° IPP [[MRN|800441273]] — service de gériatrie`,
  `病历号：[[MRN|BL20260448]]`,
  `ID pasien: [[MRN|RM-04-48-12]]`,
  `Patient MRN — [[MRN|100739164]]`,
  `Name\tMRN\tDOB\nLi Wei\t[[MRN|00739164]]\t[[DATE_OF_BIRTH|1971-03-12]]`,
  `Patient: Li Wei (MRN [[MRN|00739164]])`,
  `hospital ID no. [[MRN|KH739164]]`,
  `Nº de paciente: [[MRN|739164]]`,
  `מספר מטופל: [[MRN|739164]]`,
  `DOB - [[DATE_OF_BIRTH|Mar 12 1971]]`,
  `Birth: [[DATE_OF_BIRTH|12/03/1971]]`,
  `DOB [[DATE_OF_BIRTH|12-MAR-1971]]`,
  `geboren am [[DATE_OF_BIRTH|12. März 1971]]`,
  `Mr Chen (born [[DATE_OF_BIRTH|1971-03-12]]) was reviewed.`,
  `Patient DOB:[[DATE_OF_BIRTH|19710312]]`,
  `d.o.b.: [[DATE_OF_BIRTH|12th March 1971]]`,
  `Mr Chen, 55, DOB [[DATE_OF_BIRTH|12.03.1971]]`,
  `출생: [[DATE_OF_BIRTH|1971-03-12]]`,
  `誕生日：[[DATE_OF_BIRTH|1971年3月12日]]`,
  `Date de naissance (JJ/MM/AAAA) : [[DATE_OF_BIRTH|12/03/1971]]`,
  `45 y.o. female, [[DATE_OF_BIRTH|4/2/1981]], presents with cough`,
  `call [[PHONE_E164|+44 20 7946 0958]] ext. 221`,
  `SS#: [[SSN|512-44-8127]]`,
  `social security number [[SSN|512739164]]`,
  `Forms: [[URL|northfield-health.org/forms/intake.pdf]]`,
  `NINO [[NATIONAL_ID|JK739164D]]`,
  `UID: [[NATIONAL_ID|7330 6142 5983]]`,
  // Written after the probe's first run: a NINO in small letters or with dashes after its label.
  `NI number: [[NATIONAL_ID|jk 73 91 64 d]] (from the P60)`,
  `NI no. [[NATIONAL_ID|JK-73-91-64-D]]`,
  // Look-alikes
  `Order ID: 00739164, sample no. 739164, bed ID 4471208`,
  `Patients seen in 2026: 14471`,
  `Health insurance policy no. 739164003`,
  `Medical licence no. 739164 (Dr. Ames)`,
  `Dr. Smith, GMC no. 4471208; hospital phone no. [[PHONE_E164|0161 496 0999]] (switchboard)`,
  `Medical device serial no. SN739164`,
  `Provider number 2446081F`,
];
