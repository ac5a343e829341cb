/**
 * Corpus 2026t, part 2: TRAINING data for the tagger and rules (issue 22, point 1). Not held out:
 * train, tune and debug on it freely. Realistic clinical notes, bank and card statements, KYC and loan
 * letters, CVs and HR documents, business e-mails with signature blocks, tickets and chats, written by
 * a labeller who did not read the detector. Markup `[[TYPE|value]]`, conventions as in
 * `../corpus-2026/README.md`; each document's comment ends with its region for phone parsing.
 * Documents wrapped in `negative(...)` intentionally contain no gold value.
 */

const negatives = new Set<string>();

/** Marks a document that intentionally has no labelled value (look-alikes only). */
function negative(doc: string): string {
  negatives.add(doc);
  return doc;
}

export const TRAIN_T_2_CORPUS: readonly string[] = [
  // 1 clinical note, discharge summary, Kenyan county hospital (KE)
  `DISCHARGE SUMMARY — [[ORG|Nakuru Level 5 Hospital]], Department of Medicine
Patient: [[PERSON|Wanjiru Kamau Njoroge]]   IP No: [[MRN|NL5-2026-118734]]   DOB: [[DATE_OF_BIRTH|03/09/1958]]
Admitted 14/11/2026 with hyperglycaemic crisis; known type 2 diabetes on metformin and glibenclamide.
Managed with IV fluids and insulin infusion, switched to basal-bolus (Mixtard 30/70). HbA1c 11.4%.
Reviewed by Dr. [[PERSON|Otieno Odhiambo]] (consultant physician) and the diabetes educator, Sr. [[PERSON|Faith Chebet]].
Follow-up: Diabetes Clinic, Tuesday 2 December. Next of kin: son [[PERSON|Kevin Mwangi]], [[PHONE_E164|0722 418 553]].
Ward phone [[PHONE_E164|051 221 4470]]. Referred from [[ORG|Bahati Sub-County Health Centre]].`,
  // 2 bank statement, Indian savings account with UPI lines (IN)
  `[[ORG|Saraswat Co-operative Bank]] — Statement of Account
Name: [[PERSON|Priyanka Deshpande]]   Customer ID: 40117729   A/c No: 0218 1004 5523
Branch: Dadar (W), Mumbai   Phone banking [[PHONE_E164|022 2430 8841]]
PAN on record: [[NATIONAL_ID|BQRPD4471M]]

01-10-2026  UPI/[[PERSON|rohit kulkarni]]/dinner split          -850.00
03-10-2026  NEFT SALARY [[ORG|Thermax Ltd]]                  +94,310.00
07-10-2026  ACH D- [[ORG|HDFC Life]] premium                      -6,200.00
12-10-2026  POS [[ORG|Crossword Bookstores]] Andheri           -1,145.00
18-10-2026  RuPay card ****9921 [[ORG|Box8]]                    -412.00
22-10-2026  UPI/[[PERSON|Mark D'Souza]]/rent share             +12,000.00
Closing balance INR 2,41,908.55. Mark any disputed entry within 30 days.`,
  // 3 KYC letter, Nigeria (NG)
  `[[ORG|Ikeja Microfinance Bank]]
KYC Update Request — Tier 3 Account

Dear [[PERSON|Chukwuemeka Obi-Nwosu]],

Our records show that your Bank Verification details were last updated in 2021. Under the regulatory KYC guidelines, please visit any branch with a valid ID, a recent utility bill and your passport photograph before 31 December 2026.
Account name: [[PERSON|Chukwuemeka Obi-Nwosu]] / [[ORG|Emeka Obi Ventures]]
Date of birth on file: [[DATE_OF_BIRTH|17 June 1979]]
Registered phone: [[PHONE_E164|0803 412 7765]]

For enquiries, call our contact centre on [[PHONE_E164|+234 703 118 4420]] or write to [[EMAIL|kyc@ikejamfb.ng]].

Yours faithfully,
[[PERSON|Blessing Adeyemi-Okafor]]
Compliance Officer`,
  // 4 CV, Philippines (PH)
  `RESUME
[[PERSON|Maria Teresa "Tess" Villanueva]]
Quezon City · [[PHONE_E164|0917 845 2216]] · [[EMAIL|tess.villanueva@yahoo.com.ph]]

OBJECTIVE: Registered Nurse seeking a Charge Nurse position.

EXPERIENCE
Staff Nurse, Medical ICU — [[ORG|Philippine Heart Center]] (2019–present)
 - Handled 1:2 ventilated patients; preceptor for 14 new graduates.
Staff Nurse — [[ORG|Our Lady of Lourdes Hospital]], Manila (2016–2019)

EDUCATION
BS Nursing, [[ORG|University of Santo Tomas]], 2016 (cum laude)
PRC License No. 0781123 · BLS/ACLS certified

CHARACTER REFERENCES
[[PERSON|Rowena Dizon]], Nurse Manager, [[ORG|Philippine Heart Center]], [[PHONE_E164|(02) 8925 2401]]
Dr. [[PERSON|Arnel Sisante]], Cardiologist`,
  // 5 business e-mail with signature block, German university (DE)
  `Von: [[PERSON|Johanna Wiesinger]] <[[EMAIL|j.wiesinger@uni-greifswald-test.de]]>
An: [[EMAIL|einkauf@lasertechnik-pohl.de]]
Betreff: Angebot Femtosekundenlaser – Rückfrage

Sehr geehrter Herr [[PERSON|Pohl]],

vielen Dank für Ihr Angebot vom 12. November. Bevor unsere Beschaffungsstelle bestellen kann, benötigen wir noch die Lieferzeit und eine Aufstellung der Wartungskosten. Prof. [[PERSON|Henning Albrecht]] möchte das Gerät im Frühjahr in Betrieb nehmen.

Mit freundlichen Grüßen
[[PERSON|Johanna Wiesinger]]
Drittmittelverwaltung
[[ORG|Universität Greifswald]] · Institut für Physik
Felix-Hausdorff-Straße 6, 17489 Greifswald
Tel. [[PHONE_E164|03834 420 4712]]`,
  // 6 support ticket, UK energy customer with NINO (GB)
  `Ticket 774120 · Priority: normal · Queue: Billing
Customer: [[PERSON|Grace Holloway]] <[[EMAIL|grace.holloway71@btinternet.com]]>

Hi, I moved out of 14 Rose Lane on 3 October but I'm still being billed. The new tenant is a Mr [[PERSON|Hope]], I think. Your Warm Home Discount form asked for my National Insurance number: it's [[NATIONAL_ID|JH 48 27 61 C]]. Please call me on [[PHONE_E164|07828 314559]] after 5pm, not on a Friday.

-- agent note --
[[PERSON|Dhruv Mistry]]: final read 38211 kWh confirmed. Closed old account, refund via BACS. Grace period applied to the late fee.`,
  // 7 chat log, WhatsApp group, lower-case names, South Africa (ZA)
  `[18:02] [[PERSON|thandi]]: guys the quote from [[ORG|Cape Union Mart]] came in, R 4 380 for all the tents
[18:03] [[PERSON|sipho n]]: shame that's a lot. [[PERSON|lerato]] can u ask ur uncle
[18:03] [[PERSON|lerato]]: he's in durban till sunday. his nr is [[PHONE_E164|082 553 1947]] if u want
[18:05] [[PERSON|pieter v]]: i'll pay my share via snapscan tonight
[18:06] [[PERSON|thandi]]: lekker. also [[PERSON|grace]] said grace before braai is non-negotiable lol
[18:07] [[PERSON|sipho n]]: 😂 fine. meet at the [[ORG|Astron Energy]] in Worcester 7am saturday`,
  // 8 HR document, offer letter, Singapore (SG)
  `[[ORG|Tanjong Pagar Community Hospital]] — Human Resources
Letter of Offer

Date: 20 November 2026
To: [[PERSON|Tan Qiao Yun]] (NRIC ending 482F)

Dear Ms [[PERSON|Tan]],

We are pleased to offer you the position of Senior Physiotherapist, Rehabilitation Services, reporting to [[PERSON|Kavitha Ramasamy]], Head of Allied Health. Your monthly basic salary will be SGD 6,450 with a 13th-month AWS.
Your start date is Monday, 5 January 2027. Please sign and return this letter to [[EMAIL|hr.recruit@tpch.sg]] by 30 November.

Yours sincerely,
[[PERSON|Lim Boon Keat]]
Director, Human Resources
DID [[PHONE_E164|6221 4470]]`,
  // 9 card statement, Canada (CA)
  `[[ORG|Caisse Boréale]] Visa Odyssey — Relevé / Statement
Cardholder: [[PERSON|Émilie Tremblay-Gagnon]]
Card: [[CREDIT_CARD|4238 0535 8512 8973]]   Statement date: Nov 15, 2026

Oct 18  [[ORG|IGA Extra]] Saint-Lambert           82.44
Oct 20  [[ORG|Société de transport de Montréal]]   97.00
Oct 24  [[ORG|Pharmaprix]] #112                     23.19
Oct 29  [[ORG|Énergir]] online payment       142.75
Nov 02  [[ORG|Librairie Pantoute]]                  38.50
Nov 09  Payment — thank you                      -600.00
New balance: 1,214.88 CAD. Minimum payment 36.45 due Dec 9.
Questions: [[PHONE_E164|1 800 363-3380]]`,
  // 10 loan letter, Australia (AU)
  `[[ORG|Heritage Mutual Bank]]
Home Loan Approval — Conditional

[[PERSON|Liam O'Sullivan]] and [[PERSON|Chloe Nguyen]]
12 Summerhill Road, Marrickville NSW 2204

Dear [[PERSON|Liam]] and [[PERSON|Chloe]],

We are pleased to confirm conditional approval of your owner-occupier home loan of AUD 742,000 over 30 years (variable rate 6.14% p.a.). Settlement is subject to a satisfactory valuation by [[ORG|Herron Todd White]] and proof of your deposit.
Repayments will be debited monthly from BSB 634-634 account 100482771.

Your lending specialist is [[PERSON|Bronwyn Castellano]], [[PHONE_E164|(02) 9264 7731]], mobile [[PHONE_E164|0412 388 901]].

Kind regards,
[[ORG|Heritage Mutual Bank]] Lending Services`,
  // 11 clinical note, Japanese outpatient note (JP)
  `外来診療記録 — [[ORG|聖路加国際病院]] 内科
患者氏名：[[PERSON|山本美咲]]（[[PERSON|ヤマモト ミサキ]]）様　患者ID：[[MRN|0048217365]]
生年月日：[[DATE_OF_BIRTH|1987年3月21日]]
主訴：3日前からの咳嗽と微熱。
既往歴：気管支喘息（小児期）。アレルギー：ペニシリン。
所見：SpO2 97%、胸部聴診で軽度喘鳴。
処方：モンテルカスト10mg、ブデソニド吸入。
担当医：[[PERSON|小林]]先生。次回受診は12月4日（木）。
紹介元：[[ORG|やまもと内科クリニック]]　電話 [[PHONE_E164|03-5412-7789]]
家族連絡先：夫 [[PERSON|山本隆之]]さん [[PHONE_E164|090-3318-4472]]`,
  // 12 business e-mail, Nigeria, brand-only company (NG)
  `From: [[PERSON|Adaeze Nwankwo]] <[[EMAIL|adaeze@payvelle.ng]]>
To: [[PERSON|Tunde Bakare]] <[[EMAIL|t.bakare@lagosstate-lirs.ng]]>
Subject: Re: Withholding tax schedule Q3

Good afternoon Mr [[PERSON|Bakare]],

Please find attached our Q3 withholding tax schedule. The remittance was made from our [[ORG|Providus Bank]] account on 14 October; the receipt number is WHT-883104. Our auditors, [[ORG|Olumide Adeyemi & Co]], have reviewed it.

Kind regards,
[[PERSON|Adaeze Nwankwo]]
Head of Finance | [[ORG|Payvelle]]
Plot 9, Admiralty Way, Lekki Phase 1
M: [[PHONE_E164|+234 809 551 2043]] | W: [[URL|www.payvelle.ng]]`,
  // 13 support ticket, Spanish (ES)
  `Incidencia #INC-55812 — Categoría: Acceso
Solicitante: [[PERSON|Nerea Etxeberria Goñi]] ([[EMAIL|netxeberria@ayto-getxo-demo.eus]])
Organización: [[ORG|Ayuntamiento de Getxo]]

Hola, desde el lunes no puedo entrar en el portal de nóminas. Me sale "usuario bloqueado". Mi compañero [[PERSON|Iker]] dice que a él le pasó lo mismo tras la actualización 3.2.0.14. Mi extensión es 4412 y el móvil [[PHONE_E164|688 21 47 90]].

Respuesta de [[PERSON|Aitor Larrañaga]] (Soporte TIC): cuenta desbloqueada, contraseña temporal enviada por SMS. Código de un solo uso 551902. Cerrada.`,
  // 14 CV, Kenya (KE)
  `CURRICULUM VITAE — [[PERSON|Brian Kipchoge Rotich]]
Eldoret · [[PHONE_E164|+254 711 204 886]] · [[EMAIL|b.rotich@gmail.com]] · [[URL|linkedin.com/in/brian-rotich]]

PROFILE: Agricultural economist with 7 years in smallholder finance.

EXPERIENCE
Credit Analyst, [[ORG|Equity Bank Kenya Limited]], Eldoret (2021–present)
Field Officer, [[ORG|One Acre Fund]], Bungoma (2018–2021)
Research Assistant, [[ORG|Tegemeo Institute]] (2017)

EDUCATION
MSc Agricultural Economics, [[ORG|Egerton University]], 2020
BSc, [[ORG|Moi University]], 2016

REFEREES
[[PERSON|Dr. Mercy Jepkosgei]], Lecturer, [[ORG|Egerton University]] — [[PHONE_E164|0733 902 118]]
[[PERSON|Daniel Kiprono]], Branch Manager`,
  // 15 chat log, Korean, names with honorific suffixes (KR)
  `[카카오톡] 마케팅팀
[[PERSON|박지훈]] 오전 9:12: [[PERSON|서연]]님, 어제 보낸 견적서 확인하셨어요?
[[PERSON|이서연]] 오전 9:14: 네 확인했어요. [[ORG|한빛인쇄]] 쪽에서 단가를 다시 보내준대요
[[PERSON|박지훈]] 오전 9:15: 좋아요. 담당자 [[PERSON|최민호]] 씨 번호 [[PHONE_E164|010-4821-7736]] 맞죠?
[[PERSON|이서연]] 오전 9:16: 네. 그리고 [[PERSON|정우]]씨는 오늘 연차예요
[[PERSON|김하늘]] 오전 9:20: 금요일 회의는 [[ORG|서울대학교병원]] 강당에서 해요. 대표번호 [[PHONE_E164|02-2072-2114]]`,
  // 16 bank statement, Germany (DE)
  `[[ORG|Sparkasse Vorderpfalz]] · Kontoauszug 11/2026 · Blatt 1
Kontoinhaberin: [[PERSON|Ilse Brückner-Haas]]
IBAN [[IBAN|DE89 3538 6189 4242 1913 68]]

03.11. Lastschrift [[ORG|Stadtwerke Ludwigshafen]] Abschlag      -118,00
04.11. Gehalt [[ORG|Pfalzwerke AG]]                           +3.402,17
06.11. Kartenzahlung [[ORG|dm-drogerie markt]]                   -27,35
10.11. Überweisung an [[PERSON|Matthias Brückner]]                -250,00
       [[IBAN|DE69 1978 6271 1591 2461 31]] Verw.: Geburtstag Mama
15.11. Dauerauftrag [[ORG|Tierheim Ludwigshafen e.V.]]            -15,00
Neuer Saldo: 5.118,64 EUR. Rückfragen unter [[PHONE_E164|0621 5992 0]].`,
  // 17 clinical note, Arabic, referral letter (AE)
  `[[ORG|مستشفى راشد]] — قسم الأمراض الباطنية
خطاب تحويل
اسم المريض: [[PERSON|عبدالله بن سالم المهيري]]   رقم الملف الطبي: [[MRN|RH-7720418]]
تاريخ الميلاد: [[DATE_OF_BIRTH|1966/02/14]]
التشخيص: ارتفاع ضغط الدم غير المنضبط مع قصور كلوي مزمن (المرحلة 3).
العلاج الحالي: أملوديبين 10 ملغ، لوسارتان 50 ملغ.
يحال المريض إلى الدكتورة [[PERSON|مريم الكعبي]] في عيادة الكلى لتقييم إضافي.
الطبيب المعالج: د. [[PERSON|خالد الزعابي]]
للتواصل: [[PHONE_E164|04 219 2000]] — وقد اتصلت بـ[[PERSON|فاطمة]] ابنة المريض على [[PHONE_E164|050 318 4426]].`,
  // 18 support ticket, US healthcare SaaS, SSN and IP (US)
  `Ticket HD-30917 | Product: ClaimsDesk 7 | Severity 2
Reporter: [[PERSON|Summer Whitfield]] ([[ORG|Lakeshore Family Medicine]])

The Summer Sale pricing banner aside, the real problem: when I search a patient by SSN, e.g. [[SSN|482-61-3390]] (test patient [[PERSON|Rose Delgado]]), the page times out. Started after Tuesday's release. Our office IP is [[IPV4|73.181.46.22]].
Phone: [[PHONE_E164|(312) 847-2291]] ext. 14

Update by [[PERSON|Marcus Bell]] (Tier 2): reproduced on build 7.4.12.3; index missing after migration. Fix scheduled Thursday. Will update [[PERSON|Summer]] once deployed.`,
  // 19 loan letter, Polish (PL)
  `[[ORG|Bank Spółdzielczy w Wadowicach]]
Decyzja kredytowa nr KR/2026/11/0834

Szanowny Pan
[[PERSON|Grzegorz Wróblewski]]
ul. Lwowska 12, 34-100 Wadowice

Informujemy, że wniosek o kredyt gotówkowy w kwocie 38 000 zł został rozpatrzony pozytywnie. Środki zostaną przelane na rachunek [[IBAN|PL70 5934 3739 0334 4122 9041 4460]] w ciągu 2 dni roboczych od podpisania umowy.
Pani [[PERSON|Agnieszka Dudek]], doradca klienta, zaprasza na podpisanie umowy we wtorek lub środę.
Kontakt: [[PHONE_E164|33 873 44 10]], [[EMAIL|kredyty@bswadowice.pl]]

Z poważaniem
[[PERSON|Tomasz Gil]], Dyrektor Oddziału`,
  // 20 chat log, Discord, handles (US)
  `#help-desk — [[ORG|Brightloom]] community server
[[PERSON|jaden_r]]: anyone know why the iOS app keeps logging me out??
[[PERSON|mod_autumn]]: hey [[PERSON|jaden]], which version? should be 5.2.1
[[PERSON|jaden_r]]: 5.1.9 lol. also autumn sale code isnt working
[[PERSON|mod_autumn]]: update first. for the code DM [[PERSON|kai.brooks]], he runs promos
[[PERSON|kai.brooks]]: yep send me the order number, not your card pls
[[PERSON|wren]]: +1 same logout bug on android, pixel 8
Brightbot: ticket #88120 created for @[[PERSON|wren]]`,
  // 21 HR document, Indian employee onboarding form with Aadhaar (IN)
  `EMPLOYEE ONBOARDING FORM — [[ORG|Manipal Academy of Higher Education]]
Name: [[PERSON|Sneha Raghunath Shetty]]
Designation: Assistant Professor, Department of Pharmacology
Date of Birth: [[DATE_OF_BIRTH|11-05-1990]]
Aadhaar: [[NATIONAL_ID|6949 7334 2371]]    PAN: [[NATIONAL_ID|CZKPS8812Q]]
Mobile: [[PHONE_E164|+91 94481 27730]]   Email: [[EMAIL|sneha.shetty@manipal-faculty.edu.in]]
Emergency contact: [[PERSON|Raghunath Shetty]] (father), [[PHONE_E164|0820 252 3381]]
Salary account: [[ORG|Udupi Urban Co-operative Bank]], Manipal branch, A/c 0612101048873
Reporting to: Dr. [[PERSON|Vasanth Pai]], HoD
Declaration signed on 24-11-2026.`,
  // 22 business e-mail, French public body (FR)
  `De : [[PERSON|Claire Moreau-Lambert]] <[[EMAIL|claire.moreau-lambert@caf-herault-demo.fr]]>
À : [[PERSON|Yannick Le Bihan]]
Objet : Dossier d'aide au logement – pièces manquantes

Bonjour M. [[PERSON|Le Bihan]],

Votre dossier d'aide au logement est incomplet : il manque votre avis d'imposition 2025 et un RIB. Vous pouvez déposer les pièces sur votre espace ou nous appeler au [[PHONE_E164|04 67 22 81 90]].

Cordialement,
[[PERSON|Claire Moreau-Lambert]]
Conseillère, [[ORG|Caisse d'allocations familiales de l'Hérault]]
Montpellier`,
  // 23 negative: e-mail notification with look-alikes only (GB)
  negative(`Subject: Your monthly summary is ready

This is an automated message. Your statement for November is now available in online banking.
Reference: STM-2026-11-448120
Card ending 4471; test card 4539 1488 0343 6468 was declined at setup.
Payment to account GB29 NWBK 6016 1331 9268 18 could not be verified.
Your one-time code is 738120. Tax ref 912-44-1093 (test). Sort code 20-44-91, account 51847730.
Version 4.12.0.8 of the app is now available. Do not reply to this e-mail.`),
  // 24 clinical note, Greek (GR)
  `[[ORG|Γενικό Νοσοκομείο Θεσσαλονίκης «Παπανικολάου»]] — Πνευμονολογική Κλινική
Εξιτήριο
Ασθενής: [[PERSON|Γεώργιος Παπαδόπουλος]]   Αρ. φακέλου: [[MRN|ΠΑΠ-2026-03381]]
Ημ. γέννησης: [[DATE_OF_BIRTH|14/07/1958]]
Διάγνωση: παρόξυνση ΧΑΠ. Χορηγήθηκε πρεδνιζολόνη και αμοξικιλλίνη.
Θεράπων ιατρός: Δρ. [[PERSON|Ελένη Καραγιάννη]]
Επικοινωνία με την κόρη του, κα [[PERSON|Μαρία Παπαδοπούλου]], στο [[PHONE_E164|694 512 3378]].
Τηλ. κλινικής: [[PHONE_E164|2313 307 410]]`,
  // 25 support ticket, Dutch insurance, names that are words (NL)
  `Melding #ZK-20418 — [[ORG|Zorgverzekeraar Delta Zorg]]
Van: [[PERSON|Sanne Bakker-de Wit]] <[[EMAIL|sanne.bakkerdewit@kpnmail.nl]]>

Beste medewerker,

Mijn declaratie van de fysiotherapeut ([[ORG|Fysio Zuidhaven]]) is afgewezen. Volgens mijn polis heb ik 18 behandelingen. Mijn man, [[PERSON|Bram de Wit]], heeft hetzelfde probleem gehad in mei. Het bedrag moet terug op [[IBAN|NL46 INGB 2027 0613 48]].
U kunt me bellen op [[PHONE_E164|06 41 22 87 35]].

Met vriendelijke groet,
[[PERSON|Sanne Bakker-de Wit]]

--- notitie [[PERSON|Joost Verhoeven]]: herbeoordeeld, goedgekeurd. ---`,
  // 26 clinical note, Russian, outpatient consultation (RU)
  `[[ORG|Городская клиническая больница № 52]] — консультация кардиолога
Пациент: [[PERSON|Смирнова Ольга Викторовна]], дата рождения [[DATE_OF_BIRTH|08.12.1962]]
Медицинская карта № [[MRN|52-118-4409]]
Жалобы на одышку при ходьбе, отёки голеней к вечеру. АД 162/94.
Диагноз: гипертоническая болезнь II ст., ХСН I. Назначено: бисопролол 5 мг, торасемид 5 мг.
Рекомендована консультация у [[PERSON|Ивана Сергеевича Лебедева]] (эндокринолог).
Врач: [[PERSON|Д. А. Орлова]]
Связь с дочерью пациентки, [[PERSON|Анной]], по телефону [[PHONE_E164|8 (916) 482-31-77]]; регистратура [[PHONE_E164|+7 495 621-44-80]].`,
  // 27 HR document, German reference letter (Arbeitszeugnis) (DE)
  `ARBEITSZEUGNIS

Frau [[PERSON|Katharina Ostermann]], geboren am [[DATE_OF_BIRTH|22. Februar 1991]] in Kassel, war vom 1. März 2021 bis zum 31. Oktober 2026 als Referentin Controlling in unserem Haus tätig.
Frau [[PERSON|Ostermann]] verantwortete die Budgetplanung für die Kliniken der [[ORG|Gesundheit Nordhessen Holding AG]] und arbeitete eng mit der Geschäftsführung und Herrn [[PERSON|Dr. Ralf Steinmetz]] zusammen. Sie beherrschte SAP CO und Power BI sicher.
Ihr Verhalten gegenüber Vorgesetzten und Kollegen war stets einwandfrei.
Wir danken ihr und wünschen ihr für ihre Zukunft bei der [[ORG|Kassenärztlichen Vereinigung Hessen]] alles Gute.

Kassel, 31. Oktober 2026
[[PERSON|Ute Krämer-Lindner]], Leiterin Personal
[[ORG|Klinikum Kassel]]`,
  // 28 support ticket, Hindi-English, Devanagari names (IN)
  `Ticket #CS-77013 — [[ORG|Jio Fiber]] broadband
Customer: [[PERSON|राजेश कुमार वर्मा]] ([[PERSON|Rajesh Kumar Verma]])
Registered mobile: [[PHONE_E164|+91 98201 44739]]

Message: नमस्ते, पिछले 4 दिन से इंटरनेट बंद है। technician [[PERSON|सुनील]] जी आए थे पर router change नहीं किया। मेरी बेटी [[PERSON|अनन्या]] की online classes miss हो रही हैं। कृपया जल्दी resolve करें।

Agent [[PERSON|Pooja Bhandarkar]]: Apologies sir. ONT replaced remotely, speed test 98 Mbps. Complaint closed with your consent at 6:40 PM. OTP shared was 4471 — please do not share OTPs with anyone.`,
  // 29 bank statement, Turkish (TR)
  `[[ORG|Kuveyt Türk Katılım Bankası A.Ş.]] — Hesap Özeti
Müşteri: [[PERSON|Elif Şahin Yıldırım]]
IBAN: [[IBAN|TR82 6744 7500 2115 4766 9037 25]]
Dönem: 01.11.2026 – 30.11.2026

02.11  Maaş ödemesi [[ORG|Ege Üniversitesi]]                 +42.380,00 TL
05.11  Kira EFT → [[PERSON|Mehmet Aydoğan]]                        -18.500,00 TL
09.11  [[ORG|Macrocenter]] Bornova kart harcaması                      -1.284,60 TL
17.11  [[ORG|Türk Telekom]] fatura                              -649,00 TL
21.11  FAST gelen [[PERSON|Zeynep Yıldırım]]                    +2.000,00 TL
Müşteri hizmetleri: [[PHONE_E164|0532 418 22 91]]`,
  // 30 chat log, team chat, lower-case and word-names (AU)
  `#ward-4b-rostering (Teams)
[[PERSON|bree kowalski]] 07:41: can someone swap my saturday night? it's my sister's hens
[[PERSON|will s]] 07:43: i will if you take my wed early
[[PERSON|bree kowalski]] 07:43: deal 🙏
Nurse Unit Manager – [[PERSON|Robyn Akers]]: approved. also reminder the [[ORG|Royal Adelaide Hospital]] sim lab is booked for thu
[[PERSON|jade]] 07:50: is it the sepsis one? [[PERSON|Robyn]] i can't make it
[[PERSON|will s]] 07:52: jade will be at the uni that day, she has a unit at [[ORG|Flinders]]
[[PERSON|Robyn Akers]] 07:55: ok, ring me on [[PHONE_E164|0421 558 093]]`,
  // 31 loan letter, Hungarian (HU)
  `[[ORG|Takarékbank Zrt.]]
Hitelbírálati értesítő

Tisztelt [[PERSON|Kovács Péter]] Úr!

Örömmel értesítjük, hogy 12 000 000 Ft összegű lakáshitel-kérelmét a bank jóváhagyta. A folyósítás a következő számlára történik: [[IBAN|HU21 8617 6081 2844 5676 8687 8795]].
Az ingatlan értékbecslését a [[ORG|Duna Értékbecslő Kft.]] végezte.
Kérjük, a szerződés aláírására egyeztessen időpontot ügyintézőnkkel ([[PERSON|Szabó Krisztina]]) a [[PHONE_E164|06 30 418 2277]] telefonszámon.

Tisztelettel:
[[PERSON|Németh Gábor]] fiókigazgató`,
  // 32 CV, Chinese (CN)
  `个人简历
姓名：[[PERSON|陈晓雯]]　性别：女　出生日期：[[DATE_OF_BIRTH|1993年7月8日]]
电话：[[PHONE_E164|138 1047 2286]]　邮箱：[[EMAIL|chenxiaowen93@163.com]]

工作经历
2020.07—至今　[[ORG|北京协和医院]] 临床药师
2017.07—2020.06　[[ORG|华润医药商业集团有限公司]] 药品质量专员

教育背景
2014—2017　[[ORG|中国药科大学]] 药剂学 硕士
2010—2014　[[ORG|沈阳药科大学]] 药学 学士

证明人：[[PERSON|王建国]]主任（[[ORG|北京协和医院]]药剂科），电话 [[PHONE_E164|010 8862 3390]]
自我评价：熟悉抗菌药物管理，曾协助[[PERSON|刘敏]]老师完成临床试验。`,
  // 33 business e-mail, Italian, with signature (IT)
  `Da: [[PERSON|Federica Colombo]] <[[EMAIL|f.colombo@fondazione-triulzi-test.it]]>
A: [[EMAIL|ufficio.acquisti@ospedale-niguarda-demo.it]]
Oggetto: Donazione ecografo – documentazione

Gentile dott. [[PERSON|Brambilla]],

come anticipato al telefono, la nostra fondazione intende donare un ecografo portatile al reparto di Pediatria. Le invio la lettera d'intenti firmata dal presidente, avv. [[PERSON|Giorgio Ferrante]].
Il bonifico per il trasporto partirà dal conto [[IBAN|IT08 5637 9938 8487 2566 9166 520]].

Cordiali saluti,
[[PERSON|Federica Colombo]]
Segreteria generale
[[ORG|Fondazione Carla Triulzi Onlus]]
Tel. [[PHONE_E164|02 8645 3321]] · Cell. [[PHONE_E164|347 218 4490]]`,
  // 34 card statement, US, with Amex (US)
  `[[ORG|First Prairie Credit Union]] — Platinum Rewards Card
Statement Closing Date 11/20/2026
Member: [[PERSON|Dakota Ramirez-Lund]]   Card: [[CREDIT_CARD|5105 4729 6805 9554]]

10/23  [[ORG|Hy-Vee]] #1420 Ames IA            126.40
10/25  [[ORG|Casey's]] #3318                    48.12
10/28  [[ORG|Mary Greeley Medical Center]]     250.00
11/02  [[ORG|Iowa State University]] parking    85.00
11/07  [[ORG|Kum & Go]] #511                    39.77
11/12  Payment received – thank you          -900.00
Authorized user [[PERSON|Jesse Lund]] spend: 74.20
Lost card? Call [[PHONE_E164|(515) 232-7110]] 24/7.`,
  // 35 negative: bank security notice with look-alikes (US)
  negative(`SECURITY NOTICE — do not share this message

We blocked a transaction on a card ending 8812. The merchant tried card 4111 1111 1111 1112 and 5500 0000 0000 0005 (both invalid).
The caller claimed SSN 000-41-2290 and then 666-12-4409; neither matches any record.
An IBAN DE00 1234 5678 9012 3456 78 was supplied for a refund; it fails validation.
Your verification code is 204871. App version 12.4.0.1. Case ref FR-2026-118830.`),
  // 36 clinical note, Hebrew, clinic visit (IL)
  `[[ORG|מרכז רפואי שיבא]] — מרפאת סוכרת
שם המטופל: [[PERSON|יוסף בן-דוד]]   מס' תיק: [[MRN|SH-4471902]]   ת. לידה: [[DATE_OF_BIRTH|12/04/1955]]
אבחנה: סוכרת מסוג 2, נוירופתיה היקפית.
טיפול: מטפורמין 850 מ"ג פעמיים ביום, אמפגליפלוזין 10 מ"ג.
הרופאה המטפלת: ד"ר [[PERSON|נועה כהן-לוי]]
שוחחתי עם בתו, [[PERSON|מיכל]], בטלפון [[PHONE_E164|052-438-1290]].
ביקור חוזר בעוד 3 חודשים. מוקד זימון תורים [[PHONE_E164|03-692-4410]].`,
  // 37 support ticket, Portuguese (Brazil) (BR)
  `Chamado #SUP-40918 — [[ORG|Nubank]] Conta PJ
Aberto por: [[PERSON|Rafael Nogueira Campos]] ([[EMAIL|rafael@padariacampos.com.br]])
Empresa: [[ORG|Padaria e Confeitaria Campos Ltda.]]

Olá, o PIX enviado ontem para o fornecedor [[ORG|Moinho Paulista]] não caiu. O valor foi R$ 3.480,00. A [[PERSON|Juliana]], do financeiro deles, diz que não recebeu. Meu celular é [[PHONE_E164|(11) 98432-1177]].

Resposta de [[PERSON|Camila Rocha]] (atendimento): o PIX foi devolvido porque a chave estava errada. Reenvie com a chave correta. Protocolo 2026112400418.`,
  // 38 KYC letter, Thai (TH)
  `[[ORG|ธนาคารออมสิน]] สาขาเชียงใหม่
เรื่อง ขอให้ปรับปรุงข้อมูลลูกค้า (KYC)
เรียน คุณ[[PERSON|สมศรี ใจดี]]

ตามที่ท่านมีบัญชีเงินฝากกับธนาคาร ธนาคารขอให้ท่านปรับปรุงข้อมูลประจำตัวภายในวันที่ 31 ธันวาคม 2569 โดยนำบัตรประจำตัวประชาชนมาติดต่อที่สาขา
วันเกิดในระบบ: [[DATE_OF_BIRTH|5 มีนาคม 2521]]
เบอร์โทรศัพท์ที่ลงทะเบียน: [[PHONE_E164|081 734 2259]]
หากมีข้อสงสัย ติดต่อคุณ[[PERSON|วิไลวรรณ ศรีสุข]] เจ้าหน้าที่สาขา โทร [[PHONE_E164|02 254 8810]]

ขอแสดงความนับถือ
[[PERSON|ประเสริฐ บุญมา]] ผู้จัดการสาขา`,
  // 39 CV, UK (GB)
  `[[PERSON|Oliver Penhaligon]]
Truro, Cornwall · [[PHONE_E164|07412 558031]] · [[EMAIL|oliver.penhaligon@outlook.com]] · [[URL|olliepen.dev]]

PROFILE
Backend engineer (Go, Kotlin, PostgreSQL) moving from public sector to fintech.

EXPERIENCE
Senior Developer, [[ORG|HM Land Registry]], Plymouth — 2022–present
Developer, [[ORG|Cornwall Council]] — 2019–2022
Graduate Engineer, [[ORG|Falmouth Digital Collective]] — 2018–2019

EDUCATION
BSc Computer Science (First), [[ORG|University of Exeter]], 2018

VOLUNTEERING
Treasurer, [[ORG|Surfers Against Sewage]] Truro branch
References: [[PERSON|Heather Trewin]] (line manager), [[PERSON|Mark Jago]] — available on request.`,
  // 40 business e-mail, Romanian (RO)
  `De la: [[PERSON|Andreea Popescu-Ionescu]] <[[EMAIL|andreea.popescu@spitalul-judetean-cluj-demo.ro]]>
Către: [[PERSON|Bogdan Munteanu]]
Subiect: Contract mentenanță aparatură RMN

Bună ziua domnule [[PERSON|Munteanu]],

Vă transmit în atașament contractul de mentenanță pentru aparatul RMN, semnat de managerul [[ORG|Spitalul Clinic Județean de Urgență Cluj]]. Plata se va face în contul [[IBAN|RO27 0707 6370 8596 2310 7167]] deschis la [[ORG|Libra Internet Bank]].

Cu stimă,
[[PERSON|Andreea Popescu-Ionescu]]
Serviciul Achiziții Publice
Tel. [[PHONE_E164|0722 418 339]]`,
  // 41 clinical note, UK GP letter with NHS number (GB)
  `[[ORG|Hillside Medical Practice]]
Riverside Road, Leeds LS6 · Tel [[PHONE_E164|0113 243 8812]]

Dear Dr [[PERSON|Okonkwo]],

Re: [[PERSON|Margaret "Peggy" Ashworth]], DOB [[DATE_OF_BIRTH|02/11/1944]], NHS No. [[MRN|943 476 5919]]

Thank you for seeing this 82-year-old lady in the falls clinic at [[ORG|St James's University Hospital]]. She has had three falls since August. Medications: amlodipine 5 mg, sertraline 50 mg, zopiclone 3.75 mg nocte (started by the out-of-hours service). Her daughter, [[PERSON|Carol Ashworth-Reed]], is her main carer and can be reached on [[PHONE_E164|07828 206 714]].

Yours sincerely,
Dr [[PERSON|Imran Chaudhry]], GP Partner`,
  // 42 chat log, LINE, Japanese names with suffixes (JP)
  `[LINE] 経理チーム
[[PERSON|石川]] 14:02 [[PERSON|あやか]]ちゃん、請求書の件どうなった？
[[PERSON|中村あやか]] 14:05 [[ORG|三井住友銀行]]の振込は済みました！
[[PERSON|石川]] 14:06 ありがとう。[[PERSON|高橋]]部長にも報告しておいてね
[[PERSON|中村あやか]] 14:07 はい。[[ORG|株式会社アオバ物流]]の[[PERSON|森田]]様から電話ありました。折り返し [[PHONE_E164|06-6372-1148]] です
[[PERSON|石川]] 14:09 了解、明日の午前中に電話します`,
  // 43 support ticket, Czech e-shop (CZ)
  `Požadavek #PZ-11842 — [[ORG|Mironet.cz a.s.]] reklamace
Zákazník: [[PERSON|Lucie Dvořáková]] <[[EMAIL|lucie.dvorakova@seznam.cz]]>

Dobrý den, koupila jsem u vás notebook, který se po třech týdnech nezapne. Reklamační protokol mi vystavil pan [[PERSON|Novák]] na pobočce Brno. Peníze prosím vraťte na účet [[IBAN|CZ43 2088 1014 9998 5456 2457]].
Telefon: [[PHONE_E164|602 418 337]]

Odpověď [[PERSON|Tereza Horáková]] (zákaznická péče): reklamace uznána, částka 18 990 Kč odeslána. Ticket uzavřen.`,
  // 44 bank statement, Swedish (SE)
  `[[ORG|Sparbanken Nord]] — Kontoutdrag november 2026
Kontohavare: [[PERSON|Astrid Lindqvist]]
IBAN: [[IBAN|SE38 9922 7783 0396 7347 8484]]

03/11  Lön [[ORG|Region Västerbotten]]                  +34 812,00
05/11  Swish till [[PERSON|Oskar Berg]]                    -450,00
08/11  Kortköp [[ORG|ICA Maxi]] Umeå                        -1 126,45
12/11  Autogiro [[ORG|Umeå Energi]]                        -892,00
19/11  Swish från [[PERSON|Maja Lindqvist]]                  +300,00
27/11  Hyra [[ORG|Bostaden i Umeå AB]]                    -8 240,00
Frågor? Ring [[PHONE_E164|070-412 88 31]] (din rådgivare [[PERSON|Henrik Ödman]]).`,
  // 45 HR document, Nigerian disciplinary letter (NG)
  `[[ORG|Lagos University Teaching Hospital]]
Human Resources Department, Idi-Araba

QUERY: ABSENCE FROM DUTY

To: [[PERSON|Mr. Segun Adewale Ogunleye]], Medical Records Officer II
From: [[PERSON|Mrs. Funmilayo Bankole]], Deputy Director (Admin)

It has been reported by your unit head, [[PERSON|Mrs. Grace Okoro]], that you were absent from duty on 10, 11 and 12 November 2026 without permission. You are required to explain in writing within 48 hours why disciplinary action should not be taken against you.

Copy: [[ORG|Medical and Health Workers' Union of Nigeria]], [[ORG|LUTH]] branch
Contact: [[PHONE_E164|+234 703 552 9081]]`,
  // 46 e-mail, Arabic, Saudi bank (SA)
  `من: [[PERSON|نورة العتيبي]] <[[EMAIL|n.alotaibi@alinma-demo.sa]]>
إلى: [[PERSON|فيصل الدوسري]]
الموضوع: طلب تمويل شخصي

الأستاذ [[PERSON|فيصل الدوسري]] المحترم،

نفيدكم بالموافقة المبدئية على طلب التمويل الشخصي بمبلغ 150,000 ريال. سيتم الإيداع في حسابكم رقم [[IBAN|SA38 4231 8468 9408 9443 7875]] بعد توقيع العقد في فرع العليا.
وقد راجع الطلب زميلي [[PERSON|عبدالرحمن الشهري]] وأكد اكتمال المستندات.
للاستفسار: [[PHONE_E164|055 418 2290]]

مع التحية،
[[PERSON|نورة العتيبي]]
مديرة علاقات العملاء — [[ORG|مصرف الإنماء]]`,
  // 47 clinical note, Canadian ER, word-names (CA)
  `EMERGENCY DEPARTMENT NOTE — [[ORG|Vancouver General Hospital]]
Patient: [[PERSON|Hunter Bellamy]]   MRN: [[MRN|VGH6621840]]   DOB: [[DATE_OF_BIRTH|1999-06-30]]
CC: laceration R hand after fall while skiing at Grouse Mountain on Sunday.
Exam: 4 cm laceration thenar eminence, NV intact, no tendon involvement.
Plan: irrigation, 5 × 4-0 nylon sutures, Tdap given. Cephalexin 500 mg QID × 5 days.
Seen with resident Dr. [[PERSON|Priya Sandhu]]; attending Dr. [[PERSON|Colin MacPhail]].
Sister [[PERSON|Autumn Bellamy]] at bedside, [[PHONE_E164|(604) 822-3154]]. Suture removal at [[ORG|UBC Student Health Service]] in 10 days.`,
  // 48 chat log, live chat, bank, Spanish (MX)
  `Chat en vivo — [[ORG|Banorte]]
[10:11] Asesor [[PERSON|Luis Fernando Ávila]]: Buenos días, ¿en qué le ayudo?
[10:12] [[PERSON|guadalupe ibarra]]: hola, me cobraron dos veces la mensualidad del gym [[ORG|Sport City]]
[10:13] Asesor [[PERSON|Luis Fernando Ávila]]: Lamento la molestia. ¿Me confirma los últimos 4 dígitos de su tarjeta?
[10:13] [[PERSON|guadalupe ibarra]]: 4410
[10:15] Asesor [[PERSON|Luis Fernando Ávila]]: Listo, abrimos la aclaración 7718204. Le llamaremos al [[PHONE_E164|55 4821 3390]].
[10:16] [[PERSON|guadalupe ibarra]]: gracias [[PERSON|luis]]`,
  // 49 KYC letter, Indian NBFC with PAN and Aadhaar (IN)
  `[[ORG|Shriram Finance]] — Re-KYC Intimation
Ref: RKYC/2026/BLR/44812

Dear [[PERSON|Venkatesh Gowda]],

As per [[ORG|RBI]] Master Direction on KYC, periodic updation is due for your two-wheeler loan account TWL0093348. Please confirm the details below or visit the Jayanagar branch.
PAN: [[NATIONAL_ID|AHKPG2290R]]
Aadhaar (masked): XXXX XXXX 4471
Date of birth: [[DATE_OF_BIRTH|19/01/1986]]
Mobile: [[PHONE_E164|080 4112 7730]]
Co-borrower: [[PERSON|Lakshmi Venkatesh]]

For assistance call [[PERSON|Harish M.]], Relationship Officer, or e-mail [[EMAIL|jayanagar.rkyc@shriram-demo.in]].`,
  // 50 support ticket, Danish, brand-only company (DK)
  `Sag #DK-22817 — [[ORG|Bahne]] kundeservice
Fra: [[PERSON|Mette Kjærgaard]] <[[EMAIL|mette.kjaergaard@webspeed.dk]]>

Hej,
jeg har bestilt varer for 412 kr. i jeres webshop, men pakken er ikke kommet. Sporingsnummer 00370718822147790. Min nabo, [[PERSON|Frederik Vestergaard]], har heller ikke fået noget fra [[ORG|PostNord]].
Ring gerne på [[PHONE_E164|21 48 37 90]].

Svar fra [[PERSON|Sofie]]: Pakken lå i pakkeboksen på Nørrebrogade. Sagen er lukket.`,
  // 51 clinical note, Chinese inpatient progress note, names inside prose (CN)
  `[[ORG|复旦大学附属华山医院]] 神经内科 病程记录
患者[[PERSON|周建华]]，男，68岁，住院号[[MRN|HS20263904]]，出生日期[[DATE_OF_BIRTH|1958年5月3日]]。
今日查房：患者右侧肢体肌力较昨日改善（4级），言语稍含糊。头颅MRI示左侧基底节区急性梗死。
上级医师[[PERSON|孙立群]]主任查看病人后指示：继续阿司匹林100mg及阿托伐他汀20mg，明日请康复科会诊。
已与患者之子[[PERSON|周凯]]沟通病情，其电话[[PHONE_E164|186 2174 5093]]。护士长[[PERSON|林芳]]已安排陪护。
记录者：住院医师[[PERSON|许文博]]`,
  // 52 business e-mail, South African public body (ZA)
  `From: [[PERSON|Nomvula Dlamini]] <[[EMAIL|ndlamini@capetown-wsd-demo.gov.za]]>
To: [[PERSON|Johan van der Merwe]] <[[EMAIL|johan@vdmplumbing.co.za]]>
Subject: Tender WSD 14/2026 — clarification meeting

Good day [[PERSON|Johan]],

The compulsory clarification meeting for the pipe replacement tender will take place on Wednesday at the Bellville depot. Please bring your B-BBEE certificate and the CSD registration of [[ORG|Van der Merwe Plumbing (Pty) Ltd]].

Regards,
[[PERSON|Nomvula Dlamini]]
Supply Chain Management
[[ORG|City of Cape Town]] — Water and Sanitation Department
Tel: [[PHONE_E164|021 447 8210]] | Cell: [[PHONE_E164|072 318 4406]]`,
  // 53 support ticket, Korean names with particles, no spaces (KR)
  `문의번호 #KR-60321 — [[ORG|마켓컬리]] 고객센터
고객명: [[PERSON|윤채원]]
연락처: [[PHONE_E164|010-7731-2248]]

내용: 지난주에 주문한 공기청정기가 아직 안 왔어요. 배송기사 [[PERSON|강동원]]씨가 문 앞에 뒀다고 하는데 없어요. 남편 [[PERSON|한재민]]이가 경비실에도 물어봤는데 모른대요.

상담원 [[PERSON|오수빈]] 답변: [[PERSON|윤채원]]님, 불편을 드려 죄송합니다. 분실 접수 후 재발송해 드렸습니다. 추가 문의는 [[PHONE_E164|031-718-2290]]으로 연락 주세요.`,
  // 54 bank statement, Portugal (PT)
  `[[ORG|Caixa de Crédito Agrícola Mútuo de Leiria]] — Extrato Integrado
Titular: [[PERSON|Inês Carvalho Marques]]
IBAN: [[IBAN|PT19 6895 6211 9199 1533 0100 9]]

02-11 Vencimento [[ORG|Centro Hospitalar de Leiria]]       +1 684,22
04-11 MB WAY para [[PERSON|Duarte Marques]]                     -35,00
07-11 Compra [[ORG|Minipreço]] Marinha Grande                   -62,18
11-11 Débito direto [[ORG|EDP Comercial]]                         -71,40
18-11 Transferência de [[PERSON|Beatriz Lopes]]                 +120,00
      [[IBAN|PT76 4803 5304 2353 9157 0654 2]]
Apoio ao cliente: [[PHONE_E164|21 384 2210]] · [[PHONE_E164|912 448 301]]`,
  // 55 CV, Turkish (TR)
  `ÖZGEÇMİŞ
Ad Soyad: [[PERSON|Burak Öztürk]]
Doğum Tarihi: [[DATE_OF_BIRTH|14.09.1992]]
Telefon: [[PHONE_E164|0533 271 48 90]]   E-posta: [[EMAIL|burak.ozturk92@gmail.com]]

İŞ DENEYİMİ
2021–halen  Yazılım Mühendisi, [[ORG|Trendyol]] — İstanbul
2018–2021   Backend Geliştirici, [[ORG|Kodlab Bilişim Teknolojileri Ltd. Şti.]]

EĞİTİM
[[ORG|Orta Doğu Teknik Üniversitesi]], Bilgisayar Mühendisliği, 2018

REFERANSLAR
Doç. Dr. [[PERSON|Ayşe Kalkan]], [[ORG|ODTÜ]]
[[PERSON|Emre Doğan]], Takım Lideri — [[PHONE_E164|0532 904 17 63]]`,
  // 56 chat log, WhatsApp, Kenyan family group, Swahili/English, lower case (KE)
  `[20:14] [[PERSON|mama njeri]]: Habari zenu. Hospitali ya [[ORG|Aga Khan University Hospital]] wamesema baba atatoka kesho
[20:15] [[PERSON|kamau j]]: asante mungu 🙏 nitaenda kumchukua saa nne
[20:16] [[PERSON|wairimu]]: bill ni ngapi? nitume kwa mpesa
[20:17] [[PERSON|mama njeri]]: 84,000. tumia paybill ya hospitali sio number ya [[PERSON|peter]]
[20:18] [[PERSON|peter otieno]]: 😂 sawa sawa. daktari [[PERSON|Dr. Achieng]] alisema anahitaji physio
[20:19] [[PERSON|kamau j]]: nipigie [[PHONE_E164|0711 402 883]] kesho asubuhi`,
  // 57 loan letter, Spanish bank, Spain (ES)
  `[[ORG|Caja Rural de Navarra]]
Oferta vinculante de préstamo hipotecario

D. [[PERSON|Iñaki Zubiri Aranguren]] y Dña. [[PERSON|Leire Goikoetxea Mendía]]
Avda. Pío XII 18, 31008 Pamplona

Les comunicamos la aprobación de su préstamo hipotecario por 186.000 € a 25 años, con un tipo fijo del 2,95 %. La cuota mensual se cargará en la cuenta [[IBAN|ES64 7866 7236 3486 1554 3348]].
La tasación fue realizada por [[ORG|Tasaciones Inmobiliarias del Norte S.A.]].
Su gestora, [[PERSON|Amaia Sarasola]], les atenderá en el [[PHONE_E164|948 16 82 40]].

Atentamente,
[[ORG|Caja Rural de Navarra]], Oficina Principal`,
  // 58 clinical note, Australian psychology referral, word names (AU)
  `MENTAL HEALTH TREATMENT PLAN — [[ORG|Fremantle Family Practice]]
Patient: [[PERSON|Harmony Jade Whitlock]]   DOB: [[DATE_OF_BIRTH|09/12/2001]]   Medicare ref 3
Presenting issues: low mood since April, poor sleep, withdrawal from study at [[ORG|Curtin University]].
K10 score 31. No current suicidal ideation; safety plan discussed.
Referral to psychologist [[PERSON|Faith Nakamura]] at [[ORG|Headspace Fremantle]] for 6 sessions.
Medication: sertraline 50 mg mane.
Mother, [[PERSON|Joy Whitlock]], present with consent, [[PHONE_E164|0439 612 074]].
GP: Dr [[PERSON|Rhys Cartwright]], [[PHONE_E164|(08) 9335 2281]]`,
  // 59 support ticket, German, Austrian public body (AT)
  `Anfrage #A-83190 — [[ORG|Österreichische Gesundheitskasse]]
Von: [[PERSON|Florian Gruberbauer]] <[[EMAIL|f.gruberbauer@gmx.at]]>

Guten Tag,
meine Frau, [[PERSON|Theresa Gruberbauer]], hat für die Physiotherapie im [[ORG|Landesklinikum Amstetten]] eine Rechnung über 420 € bekommen. Laut Bewilligung sollte das übernommen werden. Bitte überweisen Sie den Betrag auf [[IBAN|AT39 6815 4998 7069 8996]].
Erreichbar unter [[PHONE_E164|0664 418 2290]].

Antwort Mag. [[PERSON|Sabine Leitner]]: Erstattung veranlasst, Bearbeitungszeit ca. 14 Tage.`,
  // 60 HR document, Philippine certificate of employment (PH)
  `CERTIFICATE OF EMPLOYMENT

This is to certify that [[PERSON|Jericho Manalastas Bautista]] has been employed with [[ORG|Globe Telecom]] as Network Operations Engineer from 02 May 2019 to 31 October 2026.

This certification is issued upon the request of Mr. [[PERSON|Bautista]] for his loan application with [[ORG|Pag-IBIG Fund]] and for whatever legal purpose it may serve.

Issued this 20th day of November 2026 at Taguig City.

[[PERSON|Ma. Cristina Olivarez]]
HR Business Partner
Telephone [[PHONE_E164|(02) 8892 4410]] · [[EMAIL|hr.certificates@globe-demo.com.ph]]`,
  // 61 card statement, Japan, JCB (JP)
  `[[ORG|りそなカード株式会社]] ご利用代金明細書 2026年11月
会員名：[[PERSON|藤原 大輔]] 様
カード番号：[[CREDIT_CARD|3530 4879 6919 2923]]

10/21 [[ORG|ヨドバシカメラ]] 梅田           32,780円
10/24 [[ORG|JR西日本]] ICOCA チャージ        5,000円
10/30 [[ORG|大阪市立総合医療センター]]          4,320円
11/03 [[ORG|スターバックス]] 心斎橋            1,210円
家族カード：[[PERSON|藤原 恵]] 様 ご利用 12,400円
お問い合わせ：[[PHONE_E164|06-6233-4411]]`,
  // 62 business e-mail, Dutch, charity signature (NL)
  `Van: [[PERSON|Pieter-Jan Hoekstra]] <[[EMAIL|pj.hoekstra@voedselbank-zwolle-demo.nl]]>
Aan: [[PERSON|Mirjam Visser]]
Onderwerp: Kerstpakketten — bevestiging

Hoi [[PERSON|Mirjam]],

Dank voor jullie donatie van 120 kerstpakketten namens [[ORG|Bouwbedrijf Visser & Zn. B.V.]]. De pakketten kunnen op dinsdag 16 december tussen 9 en 12 uur worden afgeleverd. [[PERSON|Henk]] van ons magazijn staat klaar.

Hartelijke groet,
[[PERSON|Pieter-Jan Hoekstra]]
Coördinator vrijwilligers
[[ORG|Voedselbank Zwolle]]
T [[PHONE_E164|020 523 4488]] · IBAN [[IBAN|NL92 INGB 5507 0193 28]]`,
  // 63 chat log, Telegram, Russian with lower-case and handles (RU)
  `Telegram — «Ремонт квартиры»
[[PERSON|дима]] 19:02: [[PERSON|Лена]], мастер из [[ORG|Леруа Мерлен]] придёт в субботу?
[[PERSON|Елена Кузнецова]] 19:05: да, [[PERSON|Артём]] сказал к 10
@[[PERSON|sergey_vlasov]] 19:07: плитку заказали в [[ORG|ООО «Керамика-Плюс»]], счёт пришёл на почту
[[PERSON|дима]] 19:08: сколько?
@[[PERSON|sergey_vlasov]] 19:09: 84 тыс. звоните менеджеру [[PERSON|Ирине]] [[PHONE_E164|+7 912 448-20-17]]`,
  // 64 clinical note, Hindi/English, Indian clinic with Aadhaar (IN)
  `OPD Prescription — [[ORG|Vatsalya Multispeciality Hospital]], Lucknow
Patient: [[PERSON|Kamla Devi Srivastava]]   UHID: [[MRN|SMH-26-090417]]   Age/Sex: 61/F
Aadhaar (for PM-JAY): [[NATIONAL_ID|2023 7201 7699]]
C/o: knee pain both sides × 2 yrs, worse on climbing stairs. X-ray: OA knee grade III.
Rx: Tab Etoricoxib 60 mg OD × 10 days, Cap Calcium + Vit D3, physiotherapy.
मरीज़ के बेटे [[PERSON|अमित श्रीवास्तव]] जी को exercises समझा दी गईं। Mob [[PHONE_E164|+91 94150 28836]]
Dr. [[PERSON|Neha Tripathi]], MS (Ortho)`,
  // 65 support ticket, US, SSN bare after "SSN" (US)
  `Case 00918274 — [[ORG|Guild Mortgage]] Servicing
Contact: [[PERSON|Brandon Mills]] ([[EMAIL|bmills.home@icloud.com]])

Hi, I got a letter that my escrow is short $1,240. I called on Monday and spoke with [[PERSON|Tiffany]], who said she'd email a breakdown but I never got it. For verification, my SSN is [[SSN|523 71 4406]] and my wife is co-borrower [[PERSON|April Mills]].
Best number: [[PHONE_E164|(415) 922-4417]]

Internal — [[PERSON|Derek Olsen]]: escrow analysis re-run, shortage spread over 12 months. Emailed customer.`,
  // 66 bank statement, Norway (NO)
  `[[ORG|Sparebanken Hardanger]] — Kontoutskrift november 2026
Kontoeier: [[PERSON|Ingrid Solberg Aasen]]
Kontonummer 3197 05 38347 · IBAN [[IBAN|NO28 7408 7596 459]]

01.11  Lønn [[ORG|Haukeland universitetssjukehus]]      +41 228,00
04.11  Vipps til [[PERSON|Sindre Aasen]]                   -600,00
06.11  [[ORG|Bunnpris]] Fyllingsdalen                     -743,90
13.11  AvtaleGiro [[ORG|BKK]]                          -1 215,00
22.11  Husleie [[ORG|Bergen Kommune Boligetaten]]            -9 100,00
Kundeservice [[PHONE_E164|412 88 301]]`,
  // 67 KYC e-mail, UK bank with NINO (GB)
  `From: Onboarding Team <[[EMAIL|onboarding@castlebridge-bank-demo.co.uk]]>
To: [[PERSON|Amelia Fairclough]]
Subject: We need one more document

Dear [[PERSON|Amelia]],

Thanks for applying for a [[ORG|Castlebridge]] current account. To finish our identity checks we need a recent proof of address. We hold the following details:
Date of birth: [[DATE_OF_BIRTH|29/04/1996]]
National Insurance number: [[NATIONAL_ID|SK 71 04 93 D]]
Mobile: [[PHONE_E164|07700 160 342]]

Upload a utility bill or council tax letter in the app. If you need help, call us on [[PHONE_E164|0161 832 4471]].

[[ORG|Castlebridge Bank]] Customer Onboarding`,
  // 68 chat log, support chat, Thai, names without spaces (TH)
  `แชทฝ่ายบริการลูกค้า — [[ORG|ทรูมูฟ เอช]]
[14:02] ลูกค้า [[PERSON|ณัฐพล]]: สวัสดีครับ เน็ตช้ามากตั้งแต่เมื่อวาน
[14:03] พนักงาน[[PERSON|ปิยะนุช]]: สวัสดีค่ะคุณ[[PERSON|ณัฐพล]] รบกวนขอเบอร์ที่ใช้งานค่ะ
[14:03] ลูกค้า [[PERSON|ณัฐพล]]: [[PHONE_E164|089 214 5573]] ครับ ภรรยาผม[[PERSON|สุดารัตน์]]ก็เป็นเหมือนกัน
[14:06] พนักงาน[[PERSON|ปิยะนุช]]: ตรวจสอบแล้วเสาสัญญาณปรับปรุงอยู่ค่ะ จะกลับมาปกติภายในคืนนี้
[14:07] ลูกค้า [[PERSON|ณัฐพล]]: ขอบคุณครับ`,
  // 69 CV, French (FR)
  `[[PERSON|Thibault Ravanel]]
Ingénieur qualité — Lyon
[[PHONE_E164|06 71 28 44 90]] · [[EMAIL|thibault.ravanel@free.fr]] · né le [[DATE_OF_BIRTH|3 mai 1988]]

EXPÉRIENCE
2020 – aujourd'hui : Responsable assurance qualité, [[ORG|Hospices Civils de Lyon]]
2015 – 2020 : Ingénieur qualité, [[ORG|Laboratoires Boiron-Vernet SAS]]
2013 – 2015 : Stage puis CDD, [[ORG|Établissement français du sang]]

FORMATION
Master Qualité, [[ORG|Université Claude Bernard Lyon 1]], 2013

LANGUES : anglais courant, allemand notions
RÉFÉRENCES : Mme [[PERSON|Sylvie Charpentier]], directrice qualité, sur demande.`,
  // 70 negative: Czech support bug report with look-alikes (CZ)
  negative(`Chyba #BUG-4471 — export výpisů

Při exportu CSV se čísla karet zobrazují nemaskovaná: testovací 4532 0151 1283 0367 a 6011 0009 9013 9425 (obě neplatné).
Validace IBAN propustí CZ00 0800 0000 0012 3456 7890, což je špatně.
Reprodukováno na verzi 8.2.0.14, server 10.0.0.300 (neexistuje).
Ověřovací kód 551209. Faktura FV-2026-00831, částka 12 400 Kč. Priorita: vysoká, termín pátek.`),
  // 71 clinical note, Nigerian antenatal, names that are words (NG)
  `ANTENATAL CLINIC — [[ORG|Federal Medical Centre Abeokuta]]
Name: [[PERSON|Precious Oluwaseun Adebayo]]   Hosp. No: [[MRN|FMCA/ANC/26/2281]]
DOB: [[DATE_OF_BIRTH|21/08/1997]]   G2P1, GA 32 weeks
BP 138/88, urine protein trace, fundal height 31 cm. Hb 10.2 g/dL.
Plan: ferrous sulphate, folic acid, repeat BP in 1 week, PIH watch.
Husband, [[PERSON|Mr. Godswill Adebayo]], informed; phone [[PHONE_E164|0806 419 2274]].
Seen by Dr. [[PERSON|Patience Eze]] with midwife [[PERSON|Mercy]]. Next visit Friday; may need referral to [[ORG|UCH Ibadan]].`,
  // 72 business e-mail, Polish university (PL)
  `Od: dr hab. [[PERSON|Marta Zielińska]] <[[EMAIL|marta.zielinska@uw-demo.edu.pl]]>
Do: [[PERSON|Paweł Krawczyk]]
Temat: Recenzja rozprawy doktorskiej

Szanowny Panie [[PERSON|Pawle]],

uprzejmie informuję, że recenzja Pana rozprawy została przekazana do dziekanatu. Obrona planowana jest na 15 stycznia w sali 204. Drugim recenzentem jest prof. [[PERSON|Andrzej Sobczak]] z [[ORG|Politechniki Warszawskiej]].

Z wyrazami szacunku,
[[PERSON|Marta Zielińska]]
Wydział Chemii, [[ORG|Uniwersytet Warszawski]]
tel. [[PHONE_E164|601 228 417]]`,
  // 73 support ticket, Singapore telco, Singlish (SG)
  `Ticket SGT-230981 · [[ORG|StarHub]] Mobile
From: [[PERSON|Muhammad Hafiz bin Rahmat]] <[[EMAIL|hafiz.rahmat@singnet-demo.com.sg]]>

Hi, my bill this month is $186, usually only $42 leh. Got roaming charges from Batam but I never go Batam! My colleague [[PERSON|Jasmine Koh]] also kena same thing last month.
Pls call me at [[PHONE_E164|9123 8845]].

Reply by [[PERSON|Elaine Ng]]: Waived roaming charges of $144 as goodwill. New bill will reflect in 3 working days.`,
  // 74 bank statement, Greece (GR)
  `[[ORG|Συνεταιριστική Τράπεζα Χανίων]] — Κίνηση Λογαριασμού Νοεμβρίου 2026
Δικαιούχος: [[PERSON|Νικόλαος Αλεξίου]]
IBAN: [[IBAN|GR91 0575 3633 9337 8660 3081 197]]

03/11 Μισθοδοσία [[ORG|Πανεπιστήμιο Πατρών]]              +1.842,30
05/11 Μεταφορά προς [[PERSON|Δήμητρα Αλεξίου]]             -300,00
09/11 Αγορά [[ORG|Σκλαβενίτης]] Πάτρα                      -96,44
16/11 Πάγια εντολή [[ORG|ΔΕΗ]]                             -128,70
Εξυπηρέτηση πελατών: [[PHONE_E164|210 725 4410]]`,
  // 75 HR document, Canadian performance review (CA)
  `ANNUAL PERFORMANCE REVIEW — [[ORG|Toronto Public Library]]
Employee: [[PERSON|Amara Okafor-Lindsay]]   Position: Branch Services Librarian
Reviewer: [[PERSON|Grant Heffernan]], Area Manager
Period: January–December 2026

Summary: [[PERSON|Amara]] led the newcomer ESL program at the Thorncliffe branch, partnering with [[ORG|COSTI Immigrant Services]] and [[ORG|Centennial College]]. Attendance up 38%.
Development goal: complete the [[ORG|University of Toronto]] iSchool certificate in data literacy.
Rating: Exceeds expectations.
Employee comments: "Thanks to [[PERSON|Grant]] and to [[PERSON|Bill Yao]] for the support."
Contact HR: [[PHONE_E164|(416) 923-4471]]`,
  // 76 support ticket, Egyptian bank, Arabic names with attached prefixes (EG)
  `تذكرة رقم #EG-51207 — [[ORG|البنك الأهلي المصري]]
العميل: [[PERSON|محمود عبد الفتاح السيد]]
الهاتف: [[PHONE_E164|010 2841 7735]]

الشكوى: تم خصم مبلغ 2,500 جنيه من بطاقتي [[CREDIT_CARD|5385 8383 1391 9083]] لصالح متجر لا أعرفه. تحدثت أمس مع الموظف وقال إن الأمر سيُحل، وأرسلت صورة الإيصال ل[[PERSON|سارة]] في الفرع، ولزوجتي [[PERSON|هبة]] بطاقة إضافية لم تُستخدم.
رد الموظف [[PERSON|أحمد منصور]]: تم إيقاف البطاقة وإصدار بطاقة جديدة، وفتح نزاع مع التاجر. يرجى التواصل مع [[PERSON|كريم]] من قسم النزاعات.`,
  // 77 clinical note, Finnish, health centre (FI)
  `[[ORG|Tampereen kaupungin terveyskeskus]] — vastaanottokäynti
Potilas: [[PERSON|Aino Hämäläinen]]   Syntymäaika: [[DATE_OF_BIRTH|17.10.1975]]   Potilasnumero: [[MRN|TAM-0992817]]
Syy: selkäkipu kolme viikkoa, säteilee vasempaan jalkaan. Ei virtsaamisongelmia.
Tutkimus: Lasègue positiivinen vasemmalla 40°.
Hoito: ibuprofeeni 400 mg tarvittaessa, fysioterapeutti [[PERSON|Juha Lehtonen]] kahden viikon päästä.
Lääkäri: [[PERSON|Sanna Mäkelä]], yleislääketieteen erikoislääkäri
Yhteys: [[PHONE_E164|040 718 2234]]. Tarvittaessa lähete [[ORG|Tampereen yliopistollinen sairaala]].`,
  // 78 card statement, India, credit card with merchants (IN)
  `[[ORG|Federal Bank]] Signet Credit Card — Statement
Card holder: [[PERSON|Arjun Menon Nair]]   Card No: [[CREDIT_CARD|4463 1657 4670 2094]]
Statement date: 18-Nov-2026   Payment due: 08-Dec-2026

22-Oct  [[ORG|Bismi Hypermarket]] Kochi            4,812.00
25-Oct  [[ORG|Aster Medcity]] pharmacy             1,236.50
28-Oct  [[ORG|Kerala State Road Transport Corporation]]   620.00
02-Nov  [[ORG|MakeMyTrip]]                        18,430.00
09-Nov  Add-on card [[PERSON|Divya Arjun]] — [[ORG|Kalyan Silks]]   9,900.00
Total due ₹35,002.00. Customer care [[PHONE_E164|0484 263 0994]].`,
  // 79 chat log, Slack, engineering, URLs and IPs, lower-case names (DE)
  `#infra-alerts (Slack)
[[PERSON|jonas.k]] 08:01: prod-db-2 ([[IPV4|10.14.2.31]]) ist wieder bei 95% disk
[[PERSON|mia]] 08:03: ich schau. hat [[PERSON|lukas]] die retention gestern nicht geändert?
[[PERSON|jonas.k]] 08:04: doch, siehe [[URL|https://wiki.feldwerk-intern.de/ops/retention]]
[[PERSON|mia]] 08:10: ok logs rotiert. grafana zeigt [[IPV4|10.14.2.37]] auch hoch
[[PERSON|tobias m]] 08:12: das ist der replica, ich mach failover-test am mittwoch
[[PERSON|mia]] 08:13: 👍 ruf mich an falls was ist [[PHONE_E164|0151 2345 6789]]`,
  // 80 loan letter, Italian (IT)
  `[[ORG|Banca di Credito Cooperativo di Roma]]
Delibera di finanziamento n. 2026/88401

Gentile sig.ra [[PERSON|Chiara Benedetti]],

siamo lieti di comunicarLe che il prestito personale di € 15.000 è stato deliberato. L'erogazione avverrà sul conto [[IBAN|IT72 8790 9921 3468 6605 4232 863]] entro cinque giorni lavorativi.
Il garante indicato, sig. [[PERSON|Massimo Benedetti]], dovrà firmare presso la filiale di via Tuscolana.
Per informazioni contatti il consulente [[PERSON|Alessio Marchetti]] al [[PHONE_E164|06 4471 2290]].

Distinti saluti
[[ORG|BCC di Roma]] — Ufficio Crediti`,
  // 81 CV, South Africa (ZA)
  `CURRICULUM VITAE
Name: [[PERSON|Lindiwe Precious Mthembu]]
Date of birth: [[DATE_OF_BIRTH|25 March 1994]]
Cell: [[PHONE_E164|082 714 3306]] · Email: [[EMAIL|lindiwe.mthembu@webmail.co.za]]
Location: Durban, KwaZulu-Natal

WORK EXPERIENCE
2022–present  Clinical Pharmacist, [[ORG|Inkosi Albert Luthuli Central Hospital]]
2019–2022     Pharmacist, [[ORG|Dis-Chem Pharmacies]], Gateway
2018          Community service, [[ORG|Ngwelezane Hospital]], Empangeni

QUALIFICATIONS
BPharm, [[ORG|University of KwaZulu-Natal]], 2017
Registered with the [[ORG|South African Pharmacy Council]]

REFERENCES
[[PERSON|Dr. Sibusiso Zungu]] — [[PHONE_E164|031 240 1058]]
[[PERSON|Charmaine Pillay]], Pharmacy Manager`,
  // 82 business e-mail, Hebrew, municipality (IL)
  `מאת: [[PERSON|רונית אברהמי]] <[[EMAIL|ronit.a@haifa-muni-demo.org.il]]>
אל: [[PERSON|אורי שפירא]]
נושא: אישור תשלום ארנונה

שלום [[PERSON|אורי]],

קיבלנו את בקשתך להנחה בארנונה. ההנחה אושרה לשנת 2027. את ההחזר נעביר לחשבון [[IBAN|IL52 3656 5536 4067 6250 275]] ב[[ORG|בנק מזרחי טפחות]].
לשאלות ניתן לפנות לנציג [[PERSON|משה גולדברג]] בטלפון [[PHONE_E164|04-835-6610]].

בברכה,
[[PERSON|רונית אברהמי]]
מחלקת גבייה, [[ORG|עיריית חיפה]]`,
  // 83 support ticket, Irish university IT (IE)
  `Ticket #ITS-48817 — [[ORG|University College Cork]] IT Services
Requester: [[PERSON|Saoirse Ní Mhurchú]] ([[EMAIL|120873564@umail-ucc-demo.ie]])

Hi, I can't log into Canvas since Monday; it says my account is suspended. My supervisor, Dr [[PERSON|Cathal Ó Súilleabháin]], needs my thesis draft by Friday. My phone is [[PHONE_E164|087 412 2290]].

Note from [[PERSON|Neil Buckley]] (Service Desk): account was locked after 10 failed logins from [[IPV4|185.22.91.140]]. MFA reset, password reset link sent. Advised student to report phishing e-mail.`,
  // 84 clinical note, Brazilian Portuguese, nursing note (BR)
  `[[ORG|Hospital das Clínicas da FMUSP]] — Evolução de Enfermagem
Paciente: [[PERSON|Antônio Carlos de Souza]]   Prontuário: [[MRN|HC-30418772]]
Nascimento: [[DATE_OF_BIRTH|12/06/1949]]
Paciente em pós-operatório de colectomia (D2), consciente, orientado, deambulando com auxílio. Dor 3/10 após dipirona. Dreno com 80 mL serossanguinolento.
Familiar: filha [[PERSON|Luciana Souza Prado]], tel. [[PHONE_E164|(11) 97215-4430]].
Enf. [[PERSON|Rosângela Farias]] — COREN-SP 412998. Passagem de plantão para [[PERSON|Felipe]].`,
  // 85 HR document, Hungarian employment contract extract (HU)
  `MUNKASZERZŐDÉS — kivonat
Munkáltató: [[ORG|Pécsi Tudományegyetem]], képviseli [[PERSON|Dr. Horváth Zsuzsanna]] humánerőforrás-igazgató
Munkavállaló: [[PERSON|Tóth Bence]]
Születési idő: [[DATE_OF_BIRTH|1995. április 9.]]
Munkakör: kutatási asszisztens, Genomikai Medicina Intézet
Bér: bruttó 620 000 Ft/hó, bankszámla: [[ORG|OTP Bank]]
Próbaidő: 3 hónap. Közvetlen vezető: [[PERSON|Farkas Dóra]].
Kapcsolattartás: [[PHONE_E164|06 1 459 1500]]`,
  // 86 chat log, Instagram DM-style, Philippines, Taglish (PH)
  `[[PERSON|joy_delacruz]]: hi po! available pa po ba yung ube cake for saturday?
[[ORG|Sweet Tooth by Bea]]: hello! yes po, 8" is ₱1,250. for pickup or delivery?
[[PERSON|joy_delacruz]]: delivery po sa Pasig. my tita [[PERSON|Marites]] will receive
[[ORG|Sweet Tooth by Bea]]: sige po. pls send GCash to [[PHONE_E164|0917 623 0418]] ([[PERSON|Beatriz S.]])
[[PERSON|joy_delacruz]]: sent na po! ref 3021 448 912
[[ORG|Sweet Tooth by Bea]]: received, thank you [[PERSON|joy]]! 💜`,
  // 87 business e-mail, Swiss German, hospital signature (CH)
  `Von: [[PERSON|Reto Bühlmann]] <[[EMAIL|reto.buehlmann@spital-thurgau-demo.ch]]>
An: [[EMAIL|offerten@medtech-staeger.ch]]
Betreff: Bestellung Infusionspumpen

Grüezi Herr [[PERSON|Stäger]]

Wir bestellen gemäss Ihrer Offerte 40 Infusionspumpen. Die Rechnung bitte an [[ORG|Spital Thurgau AG]], [[ORG|Kantonsspital Frauenfeld]], Kreditorenbuchhaltung. Unsere Bankverbindung für Gutschriften: [[IBAN|CH41 5605 6288 4203 3051 5]].
Bei Fragen wenden Sie sich an Frau [[PERSON|Nadja Graf]], Pflegeexpertin.

Freundliche Grüsse
[[PERSON|Reto Bühlmann]]
Leiter Einkauf
Tel. [[PHONE_E164|044 268 71 30]]`,
  // 88 support ticket, US, URL without scheme, names that are words (US)
  `Ticket #WEB-9921 — [[ORG|Penrose Public Library]] website
From: [[PERSON|Hope Castillo]]

Hi team, the events page at [[URL|penroselibrary.org/events/story-time]] shows last year's dates. [[PERSON|Sunny Park]] from the children's department asked me to report it. Also the "Summer Reading Challenge" link goes to a 404.
I can be reached at [[PHONE_E164|(719) 471-2290]].

Reply from [[PERSON|Jay Whitman]] (web vendor [[ORG|Kitestring Digital]]): cache purged, events re-synced from the calendar. Summer Reading link fixed. Hope that helps!`,
  // 89 clinical note, Korean discharge summary (KR)
  `퇴원요약지 — [[ORG|세브란스병원]] 소화기내과
환자명: [[PERSON|이정호]]   등록번호: [[MRN|01948827]]   생년월일: [[DATE_OF_BIRTH|1961년 8월 14일]]
진단명: 급성 담낭염, 복강경 담낭절제술 시행(11/18).
퇴원약: 세파클러 250mg, 아세트아미노펜 650mg.
주치의: [[PERSON|김은정]] 교수님, 담당 전공의 [[PERSON|박성우]]
보호자: 딸 [[PERSON|이수민]]씨 ([[PHONE_E164|010-2290-4471]])
외래 예약: 12월 2일 화요일 오전 10시. 문의 [[PHONE_E164|02-2228-5800]]`,
  // 90 bank statement, Belgian (BE)
  `[[ORG|Crelan]] — Rekeninguittreksel 11/2026
Titularis: [[PERSON|Wouter Vanderhaeghen]]
IBAN: [[IBAN|BE98 9417 2164 8960]]

03/11 Wedde [[ORG|UZ Gent]]                                 +2.918,40
06/11 Bancontact [[ORG|Okay Compact]] Sint-Amandsberg            -74,12
10/11 Overschrijving naar [[PERSON|Elke Vanderhaeghen]]     -150,00
14/11 Domiciliëring [[ORG|Farys]] water                      -38,60
21/11 Terugbetaling [[ORG|CM Oost-Vlaanderen]]               +24,75
Contact: [[PHONE_E164|0478 22 41 90]]`,
  // 91 support ticket, US e-commerce, card and IP, lower-case signature (US)
  `Ticket #ORD-77120 — [[ORG|Fernhill Outfitters]] online store
From: [[PERSON|marisol vega]] <[[EMAIL|marisolvega.art@gmail.com]]>

hi, my order 88214 was cancelled for "fraud check" but it's my own card, [[CREDIT_CARD|6011 9627 5858 2824]]. i ordered from home, ip should be [[IPV4|24.130.77.18]]. my husband [[PERSON|Rick]] also got an email saying his account was locked??
call me at [[PHONE_E164|(805) 644-2291]] pls
- [[PERSON|marisol]]

Internal note, [[PERSON|Taylor Brooks]] (Risk): AVS mismatch from billing ZIP. Verified by phone, order released. Card not stored. Mark resolved.`,
  // 92 HR document, US onboarding I-9 checklist with SSN (US)
  `NEW HIRE CHECKLIST — [[ORG|Bayside Community College]] Human Resources
Employee: [[PERSON|Terrence Oyelaran]]   Position: Adjunct Instructor, Mathematics
Start date: January 12, 2027
SSN: [[SSN|318-47-2096]]   Date of birth: [[DATE_OF_BIRTH|07/22/1984]]
Direct deposit: [[ORG|Pacific Premier Credit Union]], routing and account on file
Emergency contact: [[PERSON|Adaora Oyelaran]], [[PHONE_E164|(650) 574-8832]]
Department chair: [[PERSON|Dr. Lorraine Whitaker]]
Please complete the benefits form at [[URL|https://hr.baysidecc-demo.edu/benefits]] by Friday.`,
  // 93 clinical note, Italian, emergency department (IT)
  `[[ORG|Ospedale Santa Maria Annunziata]] — Pronto Soccorso
Paziente: [[PERSON|Lorenzo Bianchini]]   Nato il: [[DATE_OF_BIRTH|30/01/1972]]   N. nosologico: [[MRN|2026-PS-448190]]
Motivo di accesso: dolore toracico oppressivo da 2 ore.
ECG: sopraslivellamento ST in V2-V4. Troponina 1.240 ng/L.
Attivato il laboratorio di emodinamica; eseguita PCI su IVA. Ricovero in UTIC.
Medico: dott.ssa [[PERSON|Giulia Innocenti]]. Informata la moglie, sig.ra [[PERSON|Paola Bianchini]], al [[PHONE_E164|055 794 1122]].`,
  // 94 e-mail, Australian charity with signature, names that are words (AU)
  `From: [[PERSON|Honey Fitzgerald]] <[[EMAIL|honey@riverlandfoodshare-demo.org.au]]>
To: [[PERSON|Rocky Marchetti]]
Subject: Christmas hamper drive — thank you!

Hi [[PERSON|Rocky]],

Just wanted to say a huge thanks to you and the crew at [[ORG|Marchetti Bros Transport Pty Ltd]] for donating the truck on Saturday. We delivered 340 hampers across Renmark and Berri. Our volunteer [[PERSON|Sunny]] said the day went like a dream, and the sunny weather helped!

Cheers,
[[PERSON|Honey Fitzgerald]]
Volunteer Coordinator | [[ORG|Riverland Foodshare]]
M [[PHONE_E164|0408 117 352]] | [[URL|www.riverlandfoodshare-demo.org.au]]`,
  // 95 chat log, Hindi (Devanagari) WhatsApp family, lower-case Latin mixed (IN)
  `[21:02] [[PERSON|नेहा]]: मम्मी, [[PERSON|राहुल]] भैया का नंबर बदल गया है क्या?
[21:03] mummy: हाँ नया वाला [[PHONE_E164|98110 47263]] है
[21:04] [[PERSON|rahul sharma]]: haan ye wala, purana band ho gaya
[21:05] [[PERSON|नेहा]]: ok. [[ORG|AIIMS]] में पापा की appointment गुरुवार को है, डॉ. [[PERSON|मीनाक्षी गुप्ता]] के साथ
[21:06] [[PERSON|rahul sharma]]: main le jaunga. [[PERSON|सुमन]] आंटी को भी बता देना`,
  // 96 bank statement, Irish credit union (IE)
  `[[ORG|Tralee Credit Union]] — Member Statement
Member: [[PERSON|Cian Fitzmaurice]]   Member no. 40882
IBAN: [[IBAN|IE54 AIBK 4597 1658 0059 76]]

02/11 Lodgement — salary [[ORG|Kerry County Council]]       +2,611.40
05/11 Standing order to [[PERSON|Orla Fitzmaurice]]             -200.00
09/11 Card [[ORG|SuperValu]] Tralee                            -96.22
14/11 Direct debit [[ORG|Uisce Éireann]]                        -45.00
20/11 Loan repayment                                      -310.00
Queries: [[PHONE_E164|066 712 2290]] or [[EMAIL|members@traleecu-demo.ie]]`,
  // 97 KYC letter, UK, NINO and card (GB)
  `[[ORG|Wensleydale Building Society]]
Fraud & Identity Team

Dear Mr [[PERSON|Adebola Okonjo-Hartley]],

We recently noticed a change of address request on your account that we could not verify. To protect you, we have paused your debit card ending 1453 and your credit card [[CREDIT_CARD|2221 0723 4163 9910]] until we speak to you.
Please have your National Insurance number ([[NATIONAL_ID|PC 30 87 22 B]]) and your date of birth ready, and call us on [[PHONE_E164|0300 123 4671]].

Yours sincerely,
[[PERSON|Hayley Brennan-Cross]]
Team Leader, Identity`,
  // 98 CV, Icelandic/English, Nordic (IS)
  `[[PERSON|Guðrún Ósk Sigurðardóttir]]
Reykjavík · [[PHONE_E164|+354 862 4471]] · [[EMAIL|gudrun.osk@simnet-demo.is]] · [[URL|github.com/gudrunosk]]

EXPERIENCE
Data Engineer, [[ORG|Landspítali]] ([[ORG|National University Hospital of Iceland]]), 2021–present
Analyst, [[ORG|Hagstofa Íslands]], 2018–2021

EDUCATION
MSc Computer Science, [[ORG|Háskóli Íslands]], 2018

SKILLS: Python, dbt, Airflow, PostgreSQL
REFERENCES: [[PERSON|Einar Hallgrímsson]] (team lead), [[PERSON|Ragnhildur Jónsdóttir]]`,
];

/** The documents of `TRAIN_T_2_CORPUS` that intentionally have no labelled value. */
export const TRAIN_T_2_NEGATIVES: ReadonlySet<string> = negatives;
