/**
 * Corpus 2026c, part 2 (issue 22, point 6): HELD OUT. Realistic clinical notes, bank and card
 * statements, CVs and HR documents, with some tickets, e-mails and chat logs, written on 2026-11-27 by
 * a labeller who never read the detector. Never tune on it, debug on it or read its per-document
 * errors; run it only to report aggregate scores. Markup `[[TYPE|value]]`, conventions in
 * ../corpus-2026/README.md. Documents wrapped in `negative(...)` intentionally contain no gold value.
 * The region in brackets after each document's number is the one its national phone numbers are in.
 */

const negatives = new Set<string>();

/** Marks a document that intentionally has no labelled value (look-alikes only). */
function negative(doc: string): string {
  negatives.add(doc);
  return doc;
}

export const HELDOUT_C_2_CORPUS: readonly string[] = [
  // 1 clinical: discharge letter, England (GB)
  `[[ORG|Royal Wexcombe Infirmary]] — Department of Respiratory Medicine
DISCHARGE LETTER
Patient: [[PERSON|Gwendolyn Pellingham]]   NHS No: [[MRN|385 682 1066]]   DOB: [[DATE_OF_BIRTH|02/07/1948]]
Ward: Lister 4   Admitted 14/11/2026   Discharged 21/11/2026
Consultant: Dr [[PERSON|Tobias Fennimore]]

Dear Dr [[PERSON|Okonjo-Pryce]],
Mrs [[PERSON|Pellingham]] was admitted with an infective exacerbation of COPD. She improved on nebulised salbutamol, prednisolone 30 mg and doxycycline. Discharge SpO2 93% on air. Please review in two weeks and consider a referral to pulmonary rehab at [[ORG|Breathe Easy Wexcombe]], the local charity group.
Her daughter [[PERSON|Heather]] is the main carer and can be reached on [[PHONE_E164|07825 413906]]. Heather honey and lemon were discussed as a comfort measure only.
Ward clerk: [[PHONE_E164|0118 962 4471]] ext. 2210

Yours sincerely,
Dr [[PERSON|T. Fennimore]], Consultant Respiratory Physician`,
  // 2 bank statement, credit union, Ohio (US)
  `[[ORG|Buckeye Prairie Federal Credit Union]]
Member statement — November 2026
Member: [[PERSON|Darnell K. Whitlock]]   Member # 0048-2217   Share Draft ending 5530

11/02  ACH CREDIT  PAYROLL [[ORG|Marathon Fastener Supply LLC]]        +2,418.77
11/04  DEBIT CARD  [[ORG|Giant Eagle]] #6214 COLUMBUS OH               -96.12
11/06  ZELLE TO [[PERSON|SHAWNA WHITLOCK]]                              -150.00
11/09  ACH DEBIT   [[ORG|AEP Ohio]] ELECTRIC                            -131.40
11/13  CHECK #1187 paid to [[PERSON|Cash Ridley]] (lawn care)          -80.00
11/20  DEBIT CARD  Visa ****2290 CASH BACK AT REGISTER                 -40.00
11/27  DIVIDEND                                                          +1.08

Questions? Call member services at [[PHONE_E164|(614) 382-4719]] or visit [[URL|bpfcu.org/help]].
Statement date 11/30/2026. Cash and checks deposited after 4 pm post the next business day.`,
  // 3 CV, Lagos (NG)
  `CURRICULUM VITAE
[[PERSON|Oluwaseun Blessing Adeyinka-Cole]]
Lekki Phase 1, Lagos · [[PHONE_E164|0803 417 2286]] · [[EMAIL|seun.adeyinkacole@yahoo.co.uk]]
Date of Birth: [[DATE_OF_BIRTH|19th March 1991]] · State of Origin: Ogun

PROFILE
Chartered accountant ([[ORG|ANAN]]) with eight years in audit and treasury. Blessing to work with great teams.

EXPERIENCE
Treasury Analyst — [[ORG|Zenith Crestline Bank Plc]], Victoria Island (2021–present)
 • FX position reporting to the [[ORG|CBN]]; cut reconciliation breaks by 40%.
Audit Senior — [[ORG|Okafor Ibekwe & Partners]] (2016–2021)
 • Clients in oil & gas and FMCG, incl. [[ORG|Nwosu Agro-Allied Industries Ltd]].

EDUCATION
B.Sc. Accounting, [[ORG|Ladoke Akintola University of Technology]], Ogbomoso — Second Class Upper

REFEREES
Mr [[PERSON|Goodluck Emenike]], Head of Treasury — [[PHONE_E164|+234 805 662 9013]]
Mrs [[PERSON|Mercy Ogunleye-Bassey]], Partner — [[EMAIL|m.ogunleye@oip-ng.com]]`,
  // 4 clinical: nursing handover, Melbourne (AU)
  `ISBAR HANDOVER — Ward 7 West, [[ORG|Yarra Bend Private Hospital]]
Time: 0700, Sat   From: RN [[PERSON|Kirsty Mulholland]]   To: RN [[PERSON|Sione Taufa]]

I: Bed 12, [[PERSON|Bruce Vanderheyden]], 78, UR [[MRN|YB0417729]], DOB [[DATE_OF_BIRTH|30.01.1948]]
S: Day 2 post left hip hemiarthroplasty. Pain controlled on oxycodone PRN, max dose not reached overnight.
B: AF on apixaban (withheld, restart per ortho), T2DM, mild dementia. Lives with wife [[PERSON|Dot]] in Ringwood.
A: Obs stable, BSL 9.4, drowsy but rousable. Sat out of bed with physio [[PERSON|Angus]] yesterday.
R: Wife will ring in the morning; NOK mobile [[PHONE_E164|0417 552 068]]. Ortho reg Dr [[PERSON|Priyanka Raghunathan]] pager 4471, switchboard [[PHONE_E164|(03) 9486 2210]].
Please chase the X-ray report and repeat Hb.`,
  // 5 SEPA transfer confirmation, Germany (DE)
  `[[ORG|Sparkasse Mittelfranken-Süd]]
SEPA-Überweisung – Ausführungsbestätigung

Auftraggeber: [[PERSON|Wiebke Hollenstein-Kraus]]
IBAN Auftraggeber: [[IBAN|DE85 2004 1133 7201 4586 35]]
Empfänger: [[ORG|Hausverwaltung Brenner & Söhne GmbH & Co. KG]]
IBAN Empfänger: [[IBAN|DE03 5001 0517 1674 3452 71]]   BIC: INGDDEFFXXX
Betrag: 1.185,00 EUR
Verwendungszweck: Miete Dezember 2026, Whg. 3.2, Mieterin [[PERSON|Hollenstein-Kraus]]
Ausführungsdatum: 01.12.2026   Auftragsnummer 2026-11-30-774192

Bei Rückfragen erreichen Sie Ihre Beraterin Frau [[PERSON|Sieglinde Amrhein]] unter [[PHONE_E164|09171 806 4420]] oder per E-Mail an [[EMAIL|s.amrhein@spk-mfs.de]].
Hinweis: Diese Bestätigung wurde maschinell erstellt und ist ohne Unterschrift gültig.`,
  // 6 clinical: lab report, Bengaluru (IN)
  `[[ORG|Sahyadri Diagnostics Pvt Ltd]] — [[ORG|NABL]] accredited
LABORATORY REPORT
Patient: [[PERSON|Meenakshi Venkataraghavan]]   Age/Sex: 46/F
UHID: [[MRN|SDX-2611-04872]]   Aadhaar: [[NATIONAL_ID|5934 3565 6598]]
Referred by: Dr. [[PERSON|Harish Kulkarni]], [[ORG|Kaveri Heart Clinic]]
Sample collected: 24-Nov-2026 08:12   Reported: 24-Nov-2026 14:40

HbA1c ........................ 7.9 %     (ref < 5.7)
Fasting glucose .............. 148 mg/dL
TSH .......................... 3.1 µIU/mL
Serum creatinine ............. 0.8 mg/dL
LDL cholesterol .............. 131 mg/dL

Comment: Suggest review of metformin dose. Sample processed at Jayanagar centre.
Verified by: Dr. [[PERSON|Lalitha Somashekar]], MD Pathology
Queries: [[PHONE_E164|080 2664 1873]] / [[EMAIL|reports@sahyadridiagnostics.in]]`,
  // 7 chat log, BPO team chat, Manila (PH)
  `#team-collections  (Cebu + Makati)
[08:02] [[PERSON|jhun.dela.cruz]]: gud am po! queue is at 214 already 😅
[08:03] [[PERSON|marites bautista]]: morning [[PERSON|jhun]]. [[PERSON|lovely]] is on leave today so i'll take her escalations
[08:03] [[PERSON|jhun.dela.cruz]]: ok noted. lovely weather naman dito sa Makati lol
[08:05] [[PERSON|rommel]]: fyi client from [[ORG|Pasig Verde Realty Corp.]] called again re: the bounced check, his mobile is [[PHONE_E164|0917 824 3361]]
[08:06] [[PERSON|marites bautista]]: pls log it sa CRM and tag sir [[PERSON|Arnel Macaraeg]]
[08:07] [[PERSON|rommel]]: will do. landline nila [[PHONE_E164|(02) 8635 7142]] pero walang sumasagot
[08:09] [[PERSON|joy-ann]]: guys the VPN on [[IPV4|172.22.14.9]] is down again, pls use the backup
[08:10] [[PERSON|jhun.dela.cruz]]: salamat [[PERSON|joy-ann]] 🙏`,
  // 8 CV, Johannesburg (ZA)
  `[[PERSON|Thandeka Gift Mahlangu]]
Randburg, Johannesburg · Cell [[PHONE_E164|082 614 7390]] · [[EMAIL|thandeka.mahlangu@outlook.co.za]]
[[URL|linkedin.com/in/thandeka-mahlangu-hr]]

HR BUSINESS PARTNER — 9 years, mining and retail

EXPERIENCE
Senior HRBP, [[ORG|Mokoena Platinum Holdings (Pty) Ltd]] — 2020 to date
 - Led Section 189 consultation for 1,200 employees with the union; zero [[ORG|CCMA]] referrals lost.
 - Rolled out Workday and an EE plan for the Rustenburg shafts.
HR Officer, [[ORG|Shoprite Checkers]] — 2016 to 2020

EDUCATION
BCom Honours (Industrial Psychology), [[ORG|University of the Witwatersrand]]

REFERENCES
[[PERSON|Memory Dlamini-Ntuli]], Group HR Director — [[PHONE_E164|011 782 4093]]
[[PERSON|Pieter van der Westhuizen]], former line manager — available on request
A gift for mediation, say colleagues; memory for labour case law helps too.`,
  // 9 chargeback dispute, France (FR)
  `[[ORG|Banque Lyonnaise de Crédit et de Dépôt]] — Service Litiges Cartes
Objet : Contestation d'opération – dossier CB-2026-118734

Madame [[PERSON|Ophélie Darrieussecq]],

Nous accusons réception de votre contestation du 18/11/2026 portant sur le paiement de 349,90 € au profit de « [[ORG|MAISONDECO-PARIS]] » effectué avec la carte [[CREDIT_CARD|4907 9208 2307 7297]].
Conformément à la procédure de chargeback du réseau Visa, le montant a été recrédité à titre provisoire sur votre compte [[IBAN|FR10 3000 3169 0294 9856 0372 086]].
Le commerçant dispose de 45 jours pour répondre. Votre conseiller, M. [[PERSON|Grégoire Vasseur]], reste joignable au [[PHONE_E164|04 72 41 86 35]].

Veuillez agréer, Madame, nos salutations distinguées.
Service Litiges Cartes — [[ORG|BLCD]]`,
  // 10 clinical: referral letter, Ontario (CA)
  `[[ORG|Lakeshore Family Health Team]]
1190 Lakeshore Rd E, Mississauga ON · Tel [[PHONE_E164|(905) 274-3318]] · Fax [[PHONE_E164|(905) 274-3319]]

REFERRAL — Gastroenterology
To: Dr. [[PERSON|Anjali Mehrotra]], [[ORG|Trillium Credit Valley Endoscopy Clinic]]
Re: [[PERSON|Connor MacIsaac]]   DOB: [[DATE_OF_BIRTH|Sept 9, 1983]]   OHIP: [[MRN|5584-219-774-KT]]

Dear Dr. [[PERSON|Mehrotra]],
Thank you for seeing this 43-year-old man with 4 months of iron-deficiency anaemia (Hb 98, ferritin 6) and intermittent dyspepsia on pantoprazole. No melena. His father, [[PERSON|Angus MacIsaac]], had colorectal cancer at 58.
Best contact is his cell, [[PHONE_E164|647-389-0215]]. He works nights at [[ORG|Maple Leaf Foods]], so mornings are best.

Sincerely,
[[PERSON|Roxanne Belliveau]], NP`,
  // 11 KYC review, Netherlands (NL)
  `KYC PERIODIC REVIEW — internal
Bank: [[ORG|Zuidwal Bankiers N.V.]]   Reviewer: [[PERSON|Femke Oosterhuis]]   Date: 26-11-2026

Client: [[ORG|Van Rijckevorsel Bloembollen B.V.]] (KvK 71904418)
UBO 1: [[PERSON|Hendrik-Jan van Rijckevorsel]], 62%, born [[DATE_OF_BIRTH|14-05-1959]] in Lisse
UBO 2: [[PERSON|Marloes de Graaf-Tenhagen]], 38%
Accounts: [[IBAN|NL45 RABO 6967 2519 04]] (operating), [[IBAN|NL73 KNAB 3276 4439 30]] (savings)

Findings: incoming payments from [[ORG|Kenya Highland Flowers Ltd]] (contact [[PHONE_E164|+254 722 418 903]]) rose 3× since Q2; explained by new greenhouse lease. Source of wealth documents received via [[EMAIL|hj@vanrijckevorsel-bollen.nl]].
PEP/sanctions screening: no hits. Risk rating stays MEDIUM.
Next review: 11-2027. Call-back done on [[PHONE_E164|0252 417 890]] (office Lisse).`,
  // 12 clinical: intake form, São Paulo (BR)
  `[[ORG|Clínica Vida Plena]] — Ficha de Admissão
Paciente: [[PERSON|Maria Eduarda Nogueira Falcão]]
Data de nascimento: [[DATE_OF_BIRTH|07/04/1996]]   Prontuário: [[MRN|VP-0092217]]
CPF: informado no sistema   Convênio: [[ORG|Unimed Paulistana]]
Telefone: [[PHONE_E164|(11) 98472-3150]]   E-mail: [[EMAIL|duda.falcao96@gmail.com]]
Contato de emergência: [[PERSON|Caio Falcão]] (irmão) — [[PHONE_E164|(11) 3791-4408]]

Queixa principal: cefaleia há 3 semanas, pior pela manhã, sem febre.
Medicações: anticoncepcional oral, dipirona se dor.
Alergias: nega.
Atendida por: Enf. [[PERSON|Rosângela Tavares]]   Médico: Dr. [[PERSON|Thiago Bortolazzo]]
Observação: paciente prefere contato por WhatsApp.`,
  // 13 HR offer letter, Warsaw (PL)
  `[[ORG|Wiślany Software Sp. z o.o.]]
ul. Prosta 51, 00-838 Warszawa

Warszawa, 20 listopada 2026 r.

Pani [[PERSON|Aleksandra Grzelak-Żmuda]]

Szanowna Pani,
z przyjemnością przedstawiamy ofertę zatrudnienia na stanowisku Senior QA Engineer w zespole płatności, od 1 stycznia 2027 r., umowa o pracę na czas nieokreślony, wynagrodzenie 21 500 zł brutto miesięcznie.
Wynagrodzenie będzie przelewane na rachunek [[IBAN|PL44 1020 0149 3403 4481 2277 7998]].
Prosimy o potwierdzenie do 4 grudnia. W razie pytań prosimy o kontakt z [[PERSON|Bartoszem Kędzierskim]] z działu HR: [[PHONE_E164|22 529 41 86]], [[EMAIL|b.kedzierski@wislany.pl]].

Z poważaniem
[[PERSON|Jolanta Przybysz]]
Dyrektor Personalny`,
  // 14 loan letter, Spain (ES)
  `[[ORG|Caja Rural del Segura, S.C.C.]]
Murcia, 23 de noviembre de 2026

Estimado Sr. [[PERSON|Ginés Alcaraz Meseguer]]:

Le confirmamos la aprobación de su préstamo personal n.º 3058-774-20193 por importe de 18.000 € a 72 meses, TIN 6,95 %. La primera cuota se cargará el 5 de enero en su cuenta [[IBAN|ES77 0049 1843 2573 5470 9554]].
Avalista: [[PERSON|Encarnación Meseguer Ros]].
Para cualquier duda, su gestora [[PERSON|Pilar Sánchez-Cerezo]] le atenderá en la oficina de Alcantarilla o en el [[PHONE_E164|968 80 14 52]]; móvil de empresa [[PHONE_E164|611 48 20 73]].

Atentamente,
Departamento de Riesgos — [[ORG|Caja Rural del Segura]]`,
  // 15 clinical: discharge summary, Tokyo (JP)
  `退院サマリー
[[ORG|東都医科大学附属病院]] 消化器内科
患者氏名：[[PERSON|渡部 悠真]]（[[PERSON|わたなべ ゆうま]]）　患者ID：[[MRN|0731-5526-08]]
生年月日：[[DATE_OF_BIRTH|1979年11月3日]]　性別：男
入院日：2026年11月10日　退院日：2026年11月19日
主治医：[[PERSON|早乙女 玲奈]]　担当看護師：[[PERSON|久保田]]

診断：急性胆嚢炎（腹腔鏡下胆嚢摘出術後）
経過：術後経過良好。セフメタゾール投与後、内服に変更。
退院後はかかりつけの[[ORG|みなと台内科クリニック]]（[[PERSON|石原]]先生）にて経過観察を依頼。
連絡先：本人携帯 [[PHONE_E164|090-4418-7263]]、病棟 [[PHONE_E164|03-3815-2971]]`,
  // 16 HR payslip, UK (GB)
  `[[ORG|Harrowgate Kitchens & Joinery Ltd]]
PAYSLIP — Period 8 (November 2026)

Employee: [[PERSON|Callum Ferguson-Reid]]   Employee No: 004417
NI Number: [[NATIONAL_ID|LN 19 38 32 B]]   Tax code: 1257L   NI category: A
Department: Workshop — Bench Joiner

Basic pay 160 hrs @ £15.40 ........ £2,464.00
Overtime 12 hrs @ £23.10 .......... £277.20
PAYE tax .......................... -£338.20
National Insurance ................ -£123.10
Pension ([[ORG|Nest]] 5%) ................. -£137.06
Net pay ........................... £2,142.84

Paid by BACS to sort code 20-45-77, account ending 8812.
Payroll queries: [[PERSON|Bernadette Quigley]], [[EMAIL|payroll@harrowgatekj.co.uk]], [[PHONE_E164|01423 502 918]]`,
  // 17 support ticket, tax software (US)
  `Ticket #TX-448193 — Priority: Urgent — Product: FileRight Home 2026
Opened by: [[PERSON|Lorraine Betancourt-Hayes]] <[[EMAIL|lbhayes@frontier-mail.net]]>

Hi,
your import keeps rejecting my dependent. His name is [[PERSON|Mateo Betancourt]] and his SSN is [[SSN|397143478]] — I typed it with and without dashes. The error says "E-2201 invalid TIN". My own SSN, [[SSN|204-51-0591]], imports fine.
I have to file before the 15th. Please call me at [[PHONE_E164|(505) 318-6642]], I'm in Albuquerque, Mountain time.

— [[PERSON|Lorraine]]

Internal note ([[PERSON|Devon Achterberg]], Tier 2): reproduced on build 26.4.1.88. Escalated to dev. Customer IP [[IPV4|67.41.208.19]].`,
  // 18 CV, Seoul (KR)
  `이력서
성명: [[PERSON|한서윤]] ([[PERSON|Seoyun Han]])
생년월일: [[DATE_OF_BIRTH|1993년 6월 21일]]
연락처: [[PHONE_E164|010-7724-3861]]  이메일: [[EMAIL|seoyun.han93@naver.com]]
깃허브: [[URL|github.com/seoyun-han]]

경력
2021.03 – 현재  [[ORG|주식회사 누리페이]] 백엔드 개발자
 · 결제 정산 시스템 Kotlin/Spring 전환, 일 거래 120만 건 처리
2018.01 – 2021.02  [[ORG|한빛시스템즈]] 주니어 개발자

학력
[[ORG|고려대학교]] 컴퓨터학과 학사 (2017)

추천인: [[PERSON|박도현]] 팀장 ([[ORG|주식회사 누리페이]]) — 요청 시 제공`,
  // 19 e-mail, HR, Milan (IT)
  `Da: [[PERSON|Ludovica Sbarbaro]] <[[EMAIL|l.sbarbaro@ferrettiarredi.it]]>
A: [[EMAIL|candidature@ferrettiarredi.it]]
Oggetto: Colloquio finale – Responsabile Amministrativo

Gentile dott. [[PERSON|Renzo Quagliariello]],

la ringrazio per il colloquio di ieri. Le confermo il secondo incontro con il nostro amministratore delegato, ing. [[PERSON|Umberto Ferretti]], martedì 2 dicembre alle 10:30 presso la sede di [[ORG|Ferretti Arredi S.p.A.]], via Tortona 27, Milano.
Per il parcheggio può chiamare la portineria allo [[PHONE_E164|02 4391 7728]]. Il mio cellulare è [[PHONE_E164|347 882 1406]].

Cordiali saluti,
[[PERSON|Ludovica Sbarbaro]]
HR Business Partner`,
  // 20 negative: card-fraud training sample with look-alikes only (US)
  negative(`FRAUD-OPS TRAINING SET — sample 7 (synthetic, do not action)

The following values are deliberately INVALID and must not be treated as real data:
 - Card 4716 2205 9934 1187 (fails Luhn), card 5412 7534 8821 9060 (fails Luhn)
 - IBAN DE44 5001 0517 5407 3249 30 (wrong check digits)
 - SSN 912-44-7781 (area 9xx), SSN 666-12-4403, SSN 000-21-5598
 - Order #US-8820-1734, case 2026-07761, one-time code 551902
 - Build 4.12.0.6 of the scoring service, amount $1,204.77, posted 11/21/2026

Exercise: mark which of these a rule would reject and why. Answers are in sheet B.`),
  // 21 clinical: discharge summary, Moscow (RU)
  `[[ORG|ООО «Клиника Семейный Доктор Плюс»]]
ВЫПИСНОЙ ЭПИКРИЗ № 4471/26

Пациент: [[PERSON|Добрынина Василиса Аркадьевна]]
Дата рождения: [[DATE_OF_BIRTH|12.08.1957]]   Медицинская карта № [[MRN|МК-2026-018834]]
Находилась на лечении в кардиологическом отделении с 09.11.2026 по 18.11.2026.

Диагноз: Гипертоническая болезнь III ст., пароксизмальная форма фибрилляции предсердий.
Лечение: бисопролол 5 мг, апиксабан 5 мг 2 р/д, аторвастатин 20 мг.
Рекомендовано наблюдение кардиолога по месту жительства, контроль ЭКГ через месяц.

Лечащий врач: [[PERSON|Сафронов И. Л.]]
Зав. отделением: [[PERSON|Кириллова Марина Степановна]]
Дочь пациентки, [[PERSON|Ксения]], тел. [[PHONE_E164|8 916 482-37-15]]. Регистратура: [[PHONE_E164|8 (495) 627-41-83]].`,
  // 22 bank statement, Dubai (AE)
  `[[ORG|Gulf Crescent Bank PJSC]] — كشف حساب / Account Statement
Customer: [[PERSON|Rashid Saif Al Mazrouei]] / [[PERSON|راشد سيف المزروعي]]
IBAN: [[IBAN|AE38 9864 3138 9202 9173 677]]   Currency: AED   Period: 01–30 Nov 2026

02 Nov  SALARY TRF [[ORG|Al Noor Facilities Management LLC]]     +24,500.00
05 Nov  POS [[ORG|Carrefour]] MALL OF THE EMIRATES                 -612.35
09 Nov  TRF TO [[PERSON|FATIMA AL MAZROUEI]] AE31 ****523         -3,000.00
14 Nov  [[ORG|DEWA]] BILL PAYMENT                                          -845.10
22 Nov  POS [[ORG|Noon]] ONLINE                                      -219.00

Relationship manager: [[PERSON|Priya Nair-Haddad]]  [[PHONE_E164|04 389 2210]] · mobile [[PHONE_E164|050 736 4192]]
Please report discrepancies within 15 days of the statement date.`,
  // 23 clinical: referral, Tel Aviv (IL)
  `[[ORG|מרכז רפואי נווה צדק]] — מכתב הפניה
לכבוד: ד"ר [[PERSON|יעל ברקוביץ']], מרפאת עור, [[ORG|בית החולים איכילוב]]

שם המטופל: [[PERSON|אלישיב טננבאום]]   ת.ז.: במערכת
תאריך לידה: [[DATE_OF_BIRTH|03/02/1988]]   מס' תיק: [[MRN|NZ-551402]]

המטופל, בן 38, עם נגע פיגמנטרי בגב המשנה צורה בחודשיים האחרונים. ללא רקע משפחתי של מלנומה. מבקש בדיקה ודרמוסקופיה בהקדם.
טלפון נייד: [[PHONE_E164|052-734-1186]]
בברכה,
ד"ר [[PERSON|נועם אלקלעי]], רופא משפחה
מרפאה: [[PHONE_E164|03-694-2271]]`,
  // 24 loan letter, Athens (GR)
  `[[ORG|Τράπεζα Αιγαίου Α.Ε.]]
Αθήνα, 21 Νοεμβρίου 2026

Προς: κ. [[PERSON|Σταύρο Παπαδημητρίου]]
Θέμα: Έγκριση στεγαστικού δανείου αρ. 2026/ΣΤ/33817

Αγαπητέ κύριε [[PERSON|Παπαδημητρίου]],
σας ενημερώνουμε ότι το αίτημά σας για στεγαστικό δάνειο ύψους 145.000 € εγκρίθηκε. Οι δόσεις θα χρεώνονται στον λογαριασμό [[IBAN|GR67 0112 9991 2954 8591 0578 024]].
Συνοφειλέτρια: [[PERSON|Ελευθερία Καραγιάννη]].
Για την υπογραφή της σύμβασης επικοινωνήστε με την κα [[PERSON|Δήμητρα Λαζαρίδου]] στο [[PHONE_E164|210 724 5583]] ή στο κινητό [[PHONE_E164|694 718 2305]].

Με εκτίμηση,
Διεύθυνση Στεγαστικής Πίστης`,
  // 25 CV, Delhi, Hindi-English (IN)
  `रिज़्यूमे / RESUME
[[PERSON|अंकित त्रिपाठी]] ([[PERSON|Ankit Tripathi]])
Dwarka, New Delhi · [[PHONE_E164|98865 41207]] · [[EMAIL|ankit.tripathi.ca@rediffmail.com]]
PAN: [[NATIONAL_ID|BKQPT4417R]]   DOB: [[DATE_OF_BIRTH|05-Jan-1990]]

अनुभव / EXPERIENCE
Assistant Manager – GST, [[ORG|Chaturvedi Saxena & Co LLP]] (2019–present)
 • 40+ clients, GSTR-9 audits, notices from [[ORG|CBIC]].
Article Assistant, [[ORG|Bhalla Mittal Associates]] (2015–2018)

शिक्षा / EDUCATION
CA ([[ORG|ICAI]]) 2019 · B.Com (Hons), [[ORG|Kirori Mal College]]

संदर्भ: श्री [[PERSON|राजीव चतुर्वेदी]], पार्टनर — [[PHONE_E164|011 4175 3392]]`,
  // 26 clinical: lab report, Bangkok (TH)
  `[[ORG|โรงพยาบาลเจ้าพระยาเวชการ]] — ผลตรวจทางห้องปฏิบัติการ
ชื่อผู้ป่วย: นาง[[PERSON|สุภาวดี ศรีสมบูรณ์]]   HN: [[MRN|64-028817]]
วันเกิด: [[DATE_OF_BIRTH|14 ก.พ. 2515]]   อายุ 54 ปี

CBC: Hb 10.8 g/dL (ต่ำ), WBC 7,400, Plt 238,000
Creatinine 1.4 mg/dL, eGFR 44
Dengue NS1: negative

แพทย์ผู้สั่งตรวจ: พญ.[[PERSON|กนกวรรณ ทองประเสริฐ]]
ผู้รายงานผล: [[PERSON|วีระพงษ์ แก้วมณี]] นักเทคนิคการแพทย์
ติดต่อแผนกผู้ป่วยนอก [[PHONE_E164|02 716 5530]] / มือถือผู้ป่วย [[PHONE_E164|081 734 2295]]`,
  // 27 card statement, Shanghai (CN)
  `[[ORG|浦江商业银行股份有限公司]] 信用卡对账单
持卡人：[[PERSON|郑嘉怡]]　卡号：[[CREDIT_CARD|6225 8809 3247 4126]]
账单日：2026年11月25日　到期还款日：2026年12月13日

交易日　　商户　　　　　　　　　　　金额(元)
11-03　[[ORG|上海盒马网络科技有限公司]]　　　　　　-286.40
11-08　[[ORG|星巴克]] 南京西路店　　　　　　　　　　-39.00
11-15　转账还款　来自 [[PERSON|郑晓川]]　　　　　　+2,000.00
11-19　[[ORG|携程旅行网]] 机票　　　　　　　　　　-1,870.00

本期应还金额：¥3,412.55　最低还款额：¥341.26
客服热线见卡片背面　专属客户经理：[[PERSON|沈思远]] [[PHONE_E164|138 1072 4496]]`,
  // 28 HR: employment contract summary, Istanbul (TR)
  `[[ORG|Boğaziçi Lojistik ve Ticaret A.Ş.]]
İŞ SÖZLEŞMESİ ÖZETİ

Çalışan: [[PERSON|Elif Nur Karaosmanoğlu]]
Doğum tarihi: [[DATE_OF_BIRTH|27.09.1995]]
Pozisyon: Dış Ticaret Uzmanı   Başlangıç: 02.01.2027
Brüt ücret: 68.000 TL / ay   Deneme süresi: 2 ay
Maaş hesabı: [[IBAN|TR85 0001 9995 6695 3134 9600 56]]

İnsan Kaynakları: [[PERSON|Serkan Yazıcıoğlu]] — [[EMAIL|serkan.yazicioglu@bogazicilojistik.com.tr]], [[PHONE_E164|0212 356 44 80]]
Çalışanın cep telefonu: [[PHONE_E164|0532 714 28 63]]
Yöneticisi: Sayın [[PERSON|Tuncay Erdem]], Operasyon Müdürü`,
  // 29 clinical: GP note, Budapest (HU)
  `[[ORG|Budai Egészségközpont Kft.]] — háziorvosi ambuláns lap
Beteg: [[PERSON|Szabó-Fekete Orsolya]]   TAJ: [[MRN|046 318 525]]
Született: [[DATE_OF_BIRTH|1972. május 9.]]

Panasz: két hete tartó száraz köhögés, éjszaka rosszabb, láz nincs. Dohányzik (10 szál/nap).
Vizsgálat: tüdő felett szórtan szörtyzörej, SpO2 97%.
Javaslat: mellkasröntgen, acetilcisztein, dohányzás elhagyása. Kontroll 1 hét múlva.
Beutaló: [[ORG|Semmelweis Egyetem]] Pulmonológiai Klinika
Orvos: Dr. [[PERSON|Halmi Gergely]]   Asszisztens: [[PERSON|Bodnár Kitti]]
Beteg telefonszáma: [[PHONE_E164|06 30 482 1977]]   Rendelő: [[PHONE_E164|06 1 457 3320]]`,
  // 30 bank statement, Brno (CZ)
  `[[ORG|Moravská spořitelní banka, a.s.]] — Výpis z účtu 11/2026
Majitel účtu: [[ORG|Kovárna Hradilek s.r.o.]]
IBAN: [[IBAN|CZ95 0800 2183 0841 7196 5673]]

03.11. Příchozí platba – [[ORG|Strojírny Vyškov a.s.]], VS 2026118      +184 500,00 Kč
07.11. Odchozí platba – [[PERSON|Radek Hradilek]], mzda 10/2026          -42 300,00 Kč
12.11. Karta Mastercard – [[ORG|Bauhaus]] Brno                             -6 918,00 Kč
19.11. Odchozí platba – [[IBAN|CZ41 0100 2463 5393 4990 0691]] (nájem)   -25 000,00 Kč
Konečný zůstatek: 291 446,18 Kč

Váš bankéř: Ing. [[PERSON|Zdeňka Procházková]], tel. [[PHONE_E164|604 281 937]], pobočka Brno-střed [[PHONE_E164|542 217 330]]`,
  // 31 CV, Cluj-Napoca (RO)
  `CURRICULUM VITAE — [[PERSON|Ioana-Cristina Mureșan]]
Cluj-Napoca · [[PHONE_E164|+40 722 418 936]] · [[EMAIL|ioana.muresan@protonmail.ro]] · [[URL|ioanamuresan.dev]]
Data nașterii: [[DATE_OF_BIRTH|11 octombrie 1994]]

Experiență
2022–prezent  Data Engineer, [[ORG|Transilvania Data Systems SRL]]
 – pipeline-uri Spark pentru clienți din retail; costuri cloud reduse cu 30%.
2018–2022  Analist BI, [[ORG|Banca Carpatică S.A.]]
 – raportare [[ORG|BNR]], Power BI.

Educație
Licență Informatică, [[ORG|Universitatea Babeș-Bolyai]], 2017

Limbi: română (nativ), engleză C1, maghiară B1
Referințe: [[PERSON|Dan Pop]], Head of Data — [[EMAIL|dan.pop@transilvaniadata.ro]]; [[PERSON|Mihaela Cozma]] ([[ORG|Banca Carpatică]]) — [[PHONE_E164|021 318 74 20]]`,
  // 32 HR: onboarding e-mail, Gothenburg (SE)
  `Från: [[PERSON|Linnéa Åkerström]] <[[EMAIL|linnea.akerstrom@vastkustens-el.se]]>
Till: [[PERSON|Oskar Lindqvist-Bergh]]
Ämne: Välkommen till [[ORG|Västkustens Elinstallation AB]]!

Hej [[PERSON|Oskar]]!
Vi ser fram emot din första dag måndag 5 januari kl. 08.00 på kontoret i Mölndal. Du börjar med introduktion hos din chef [[PERSON|Björn Sandgren]] och säkerhetsutbildning med [[PERSON|Amira Haddad]].
Lönen betalas den 25:e varje månad till kontot du angett ([[IBAN|SE36 5000 0833 5946 0910 7473]]). Fyll i skattetabellen i Workday före den 15 december.
Frågor? Ring mig på [[PHONE_E164|070-412 83 96]] eller växeln [[PHONE_E164|031-708 42 10]].

Hälsningar,
[[PERSON|Linnéa]], HR-partner`,
  // 33 loan letter, Bergen (NO)
  `[[ORG|Vestlandsbanken ASA]]
Bergen, 24. november 2026

Til: [[PERSON|Sigrid Haugland Eide]] og [[PERSON|Torbjørn Eide]]
Vedrørende: Lånebevis for boliglån nr. 9710.44.18827

Vi bekrefter at boliglånet på kr 3 850 000 er utbetalt til selger via megler [[ORG|Fjordmegleren Bergen AS]]. Første termin trekkes 20. desember fra konto [[IBAN|NO55 8516 3988 240]].
Rentesats: 5,39 % nominelt. Løpetid 25 år.
Kontaktperson: rådgiver [[PERSON|Eirik Solheim]], [[PHONE_E164|924 71 836]] / [[EMAIL|eirik.solheim@vestlandsbanken.no]].
Sentralbord: [[PHONE_E164|55 21 80 00]]

Med vennlig hilsen
[[ORG|Vestlandsbanken ASA]]`,
  // 34 clinical: nursing handover, Utrecht (NL)
  `Overdracht avonddienst → nachtdienst, afd. Interne C, [[ORG|Diakonessenhuis Oudwijk]]
Van: [[PERSON|Sanne Roetman]]   Aan: [[PERSON|Joost Verbeek]]

Kamer 4: mevr. [[PERSON|Wilhelmina Rozendaal-Kok]] („[[PERSON|Mien]]”), 84 jr, pat.nr. [[MRN|7713204]], geb. [[DATE_OF_BIRTH|17-03-1942]]
S: urosepsis, dag 3 ceftriaxon, temp 37,6.
B: bekend met vasculaire dementie, woont in verzorgingshuis [[ORG|De Lindehof]].
A: vocht: 1,2 L intake, loopt met rollator onder begeleiding, onrustig na 22u.
R: graag om 02.00 bloedsuiker. Dochter [[PERSON|Petra]] wil gebeld worden bij verandering: [[PHONE_E164|06-41827735]].
Zaalarts dr. [[PERSON|Yusuf Demirtaş]] bereikbaar via sein 5520.`,
  // 35 chat log, family WhatsApp, Hindi-English (IN)
  `WhatsApp — "Nani ki Health 🙏"
[19:02] [[PERSON|rohit]] bhaiya: nani ka discharge kal hai [[ORG|Fortis Escorts]] se, bill 1.8 lakh
[19:03] [[PERSON|pooja]]: insurance wale ne approve kiya? policy mere naam pe hai
[19:04] [[PERSON|rohit]] bhaiya: haan TPA approve ho gaya. dr. [[PERSON|saxena]] said diet strict rakhni hai
[19:05] [[PERSON|sunny]] mama: main kal subah 9 baje aa jaunga, sunny day hai finally
[19:06] [[PERSON|pooja]]: mama please nani ka aadhaar le aana, [[NATIONAL_ID|7980 4328 7196]], reception pe chahiye
[19:07] [[PERSON|rohit]] bhaiya: aur nurse [[PERSON|Reena]] ka number save kar lo [[PHONE_E164|97171 42863]]
[19:08] [[PERSON|pooja]]: 👍 done`,
  // 36 card statement, Cape Town (ZA)
  `[[ORG|Fynbos Bank Limited]] — Credit Card Statement
Cardholder: [[PERSON|Zanele P. Khumalo-Jacobs]]
Card: [[CREDIT_CARD|5437 9868 9330 6581]]   Statement date: 25/11/2026   Credit limit: R45 000

28/10  [[ORG|Dis-Chem]] Cavendish                           R1 284,60
02/11  [[ORG|Engen]] Rondebosch                              R950,00
07/11  [[ORG|Takealot]] online                               R3 499,00
11/11  Payment received — thank you                        -R6 000,00
18/11  [[ORG|Spur Steak Ranches]] Claremont                   R612,40

Minimum due: R1 040,00 by 15/12/2026
Lost card? Call [[PHONE_E164|0860 10 10 88]] immediately. Your banker: [[PERSON|Riyaad Abrahams]], [[PHONE_E164|021 671 4405]]`,
  // 37 clinical: new-patient intake, Chicago (US)
  `[[ORG|Lakeview Northside Internal Medicine]] — NEW PATIENT INTAKE
Name: [[PERSON|Tremaine O. Fairweather]]   DOB: [[DATE_OF_BIRTH|04/18/1977]]   Sex: M
MRN: [[MRN|LNIM-00932281]]   SSN: [[SSN|231-21-1997]]
Address: 4410 N Sheridan Rd, Apt 3B, Chicago IL 60640
Cell: [[PHONE_E164|(312) 847-2290]]   Email: [[EMAIL|tfairweather77@icloud.com]]
Insurance: [[ORG|Prairie State Health Plan]], member ID PSH448120933
Emergency contact: [[PERSON|Grace-Anne Fairweather]] (sister), [[PHONE_E164|773-502-1186]]
PCP previously: Dr. [[PERSON|Hollis Brandvold]]
Reason for visit: establish care, BP follow-up, fair weather runner with knee pain.
Meds: lisinopril 20 mg, ibuprofen PRN.`,
  // 38 e-mail: reference check, Perth (AU)
  `From: [[PERSON|Kylie Strathdee]] <[[EMAIL|kylie.strathdee@pilbararecruit.com.au]]>
To: [[PERSON|Ross Yeoh]] <[[EMAIL|ryeoh@goldfieldsmech.com.au]]>
Subject: Reference check — [[PERSON|Mackenzie Tuhiwai]], Maintenance Planner

G'day [[PERSON|Ross]],

[[PERSON|Mackenzie]] has listed you as a referee for a maintenance planner role with our client [[ORG|Karratha Haul Contracting Pty Ltd]]. Would you have 15 minutes this week? I'm on [[PHONE_E164|0412 738 905]] or the office line [[PHONE_E164|(08) 9321 4467]].
Key questions: reliability on FIFO rosters, SAP PM skills, and why she left [[ORG|Goldfields Mechanical Services]].

Cheers,
[[PERSON|Kylie]]
Senior Consultant, [[ORG|Pilbara Recruitment Group]]`,
  // 39 CV, nurse, Iloilo (PH)
  `RESUME
[[PERSON|Kristine Joy Villanueva Tabora]], RN
Jaro, Iloilo City · [[PHONE_E164|+63 998 214 7730]] · [[EMAIL|kjtabora.rn@gmail.com]]
Birthdate: [[DATE_OF_BIRTH|August 23, 1996]] · [[ORG|PRC]] License No. 0718243

OBJECTIVE: Staff nurse role in a tertiary hospital abroad (UK [[ORG|NMC]] CBT passed).

EXPERIENCE
Staff Nurse, ICU — [[ORG|Western Visayas Medical Center]] (2019–present)
Clinical Instructor — [[ORG|Central Philippine University]] (2018–2019)

TRAININGS: BLS/ACLS ([[ORG|Philippine Heart Association]]), IV therapy

CHARACTER REFERENCES
[[PERSON|Ma. Theresa Gallego]], Chief Nurse — [[PHONE_E164|(033) 321 2841]]
[[PERSON|Jonathan Sumagaysay]], MD — available upon request`,
  // 40 bank transfer advice, Riyadh (SA)
  `[[ORG|مصرف الواحة العربي]] — إشعار حوالة
المحوِّل: [[PERSON|عبدالعزيز بن فهد القحطاني]] / [[PERSON|Abdulaziz F. Al-Qahtani]]
من حساب: [[IBAN|SA49 1531 8345 2710 5321 5330]]
إلى: [[ORG|شركة المروج للمقاولات المحدودة]]
آيبان المستفيد: [[IBAN|SA11 3679 6422 8332 8757 5415]]
المبلغ: 47,250.00 ريال سعودي   الغرض: دفعة عقد صيانة
التاريخ: 1448/05/05 هـ (26 نوفمبر 2026)

للاستفسار: مدير العلاقة [[PERSON|رهف الشمراني]] — [[PHONE_E164|055 482 1937]]، الفرع [[PHONE_E164|011 465 2219]]`,
  // 41 clinical: Arztbrief, Munich (DE)
  `[[ORG|Klinikum Isartal Süd]] · Medizinische Klinik II · Kardiologie
Telefon [[PHONE_E164|089 2194377]]

Herrn Dr. med. [[PERSON|Florian Wetzstein]]
Facharzt für Allgemeinmedizin, Rosenheimer Str. 88, 81669 München

Arztbrief
Patientin: Frau [[PERSON|Hannelore Pfisterer]], geb. [[DATE_OF_BIRTH|03.11.1944]], Pat.-Nr. [[MRN|40187762]]
Aufenthalt: 10.11.2026 – 17.11.2026

Diagnosen: NSTEMI, koronare 2-Gefäßerkrankung, PCI RIVA mit DES; Diabetes mellitus Typ 2.
Medikation bei Entlassung: ASS 100 mg, Ticagrelor 90 mg 1-0-1 (12 Monate), Bisoprolol 2,5 mg, Atorvastatin 80 mg, Metformin 1000 mg.
Die Patientin wünscht, dass ihr Sohn [[PERSON|Wolfgang Pfisterer]] informiert wird ([[PHONE_E164|0172 4839120]]).

Mit freundlichen kollegialen Grüßen
OA Dr. [[PERSON|Mirjam Kessler-Obuya]]   Assistenzärztin [[PERSON|Lea-Sophie Brandl]]`,
  // 42 bank statement, Lisbon (PT)
  `[[ORG|Banco Atlântico Português, S.A.]] — Extrato Integrado
Titular: [[PERSON|Beatriz Lacerda Sampaio]]   NIF: no processo
IBAN: [[IBAN|PT56 0035 0202 2155 9818 1135 9]]   Período: 01/11/2026 a 30/11/2026

04/11  Compra [[ORG|Pingo Doce]] Alvalade                    -63,18 €
06/11  Transf. MB WAY para [[PERSON|Tiago Sampaio]]          -25,00 €
10/11  Vencimento [[ORG|Ribeiro & Lacerda, Lda.]]          +1 640,00 €
17/11  Débito direto [[ORG|Luzboa Energia]]                   -71,44 €
25/11  Transf. SEPA de [[PERSON|Rui Mendes Carvalho]] [[IBAN|PT67 0007 9786 1579 8380 2028 2]]   +300,00 €

Gestor de conta: [[PERSON|Filipa Antunes]] · [[PHONE_E164|21 384 2716]] · [[PHONE_E164|912 448 317]]
Saldo final: 4 218,06 €`,
  // 43 support ticket, UK bank app (GB)
  `Case 00827715 — Channel: in-app chat — Queue: Card Services
Customer: [[PERSON|Niamh O'Driscoll-Barnes]]   Verified: DOB [[DATE_OF_BIRTH|21/06/1989]], NI [[NATIONAL_ID|YB 10 61 51 D]]

Customer: hi my card got declined at [[ORG|Londis]] twice today and i can see a pending payment to something called SP *[[ORG|ELDERWOOD GAMES]] that i didn't make
Agent [[PERSON|Marcus]]: Sorry to hear that, [[PERSON|Niamh]]. I've frozen card ending 4410 and raised a dispute for £84.99.
Customer: thanks. can you post a new one to my work? it's [[ORG|Ealing Broadway Dental Practice]]
Agent [[PERSON|Marcus]]: For security we can only send it to your home address. If you'd like a call back, is [[PHONE_E164|07462 918 305]] still right?
Customer: yes or my work line [[PHONE_E164|020 8741 3326]]
Wrap-up: dispute DSP-55120 opened, replacement card ordered, session IP [[IPV4|86.153.27.204]]. Agent: [[PERSON|Marcus Oyelaran]]`,
  // 44 clinical: informe de alta, Madrid (ES)
  `[[ORG|Hospital Universitario Sierra de Guadarrama]]
Servicio de Neumología — INFORME DE ALTA
Paciente: [[PERSON|Remedios Carrasco Villalba]]   NHC: [[MRN|2318774]]
Fecha de nacimiento: [[DATE_OF_BIRTH|9 de febrero de 1951]]
Ingreso: 12/11/2026   Alta: 20/11/2026

Motivo de ingreso: neumonía adquirida en la comunidad LID con insuficiencia respiratoria.
Evolución favorable con levofloxacino. Se recomienda control por su médico de atención primaria, Dra. [[PERSON|Montserrat Ibáñez]], en el [[ORG|Centro de Salud Villalba Estación]].
Familiar de contacto: su hijo [[PERSON|Jacinto]], [[PHONE_E164|678 214 930]].
Citación en consultas externas: [[PHONE_E164|91 402 37 18]].

Fdo.: Dr. [[PERSON|Álvaro Pereda Gancedo]], FEA Neumología`,
  // 45 CV, Japan 履歴書 (JP)
  `履歴書　2026年11月27日現在
氏名：[[PERSON|小野寺 千晴]]（[[PERSON|おのでら ちはる]]）
生年月日：[[DATE_OF_BIRTH|平成8年5月14日]]生（満30歳）
現住所：大阪府大阪市北区中崎西2-4-11
電話：[[PHONE_E164|06-6372-4418]]　携帯：[[PHONE_E164|080-3317-5962]]
メール：[[EMAIL|chiharu.onodera@gmail.com]]

学歴・職歴
平成31年3月　[[ORG|関西外国語大学]] 英米語学科 卒業
平成31年4月　[[ORG|株式会社なにわトラベルサービス]] 入社（法人営業部）
令和5年10月　[[ORG|ミナト物流株式会社]] 転職（海外購買担当）
現在に至る

免許・資格：TOEIC 905点、普通自動車第一種運転免許
本人希望記入欄：勤務地は大阪市内を希望します。`,
  // 46 HR: termination letter, Toronto (CA)
  `[[ORG|Northfield Brewing Co. Ltd.]]
Human Resources · 88 Esplanade, Toronto ON

November 26, 2026
PRIVATE & CONFIDENTIAL

[[PERSON|Desmond Ackah-Reilly]]

Dear [[PERSON|Desmond]],
This letter confirms that your employment as Shift Supervisor ends on December 12, 2026, due to the closure of the Etobicoke packaging line. You will receive 8 weeks' pay in lieu of notice and severance under the ESA, plus benefits until February 6, 2027.
Your Record of Employment will be filed electronically with [[ORG|Service Canada]].
Our EAP provider, [[ORG|Harbourview Wellness]], is available 24/7 at [[PHONE_E164|1-833-614-2270]].
Please return your badge to [[PERSON|Gail Trudeau]] ([[PHONE_E164|(416) 864-3091]]).

Sincerely,
[[PERSON|Amandeep Grewal]], Director, People & Culture`,
  // 47 chat log, Discord, lower-case (US)
  `#bug-hunting — [[ORG|pixelmoth]] dev server
[[PERSON|bram_vdb]]: staging is throwing 502s again, origin [[IPV4|10.42.7.113]]
[[PERSON|lucy tran]]: prob the cache node, [[PERSON|kofi]] restarted it at midnight
[[PERSON|kofi]]: yeah i did, logs at [[URL|grafana.pixelmoth.gg/d/edge]]
[[PERSON|lucy tran]]: also a tester emailed [[EMAIL|feedback@pixelmoth.gg]] saying the save bug is back on v0.9.14
modbot: reminder: no personal info in public channels
[[PERSON|bram_vdb]]: ok ill page [[PERSON|sterling]] — sterling work on the hotfix btw
[[PERSON|sterling]]: lol ty. pushing now from [[IPV4|192.168.50.21]], give it 10`,
  // 48 bank: SEPA direct debit return, Belgium (BE)
  `[[ORG|Banque Mosane SA]] — Retour de domiciliation SEPA / SEPA-domiciliëring teruggestort
Titulaire / Houder: [[PERSON|Gérald Vanhoutte-Lemaire]]
Compte / Rekening: [[IBAN|BE56 7655 2219 6928]]

Créancier / Schuldeiser: [[ORG|Fitness Vert-Bois SRL]]   ID créancier BE92ZZZ0478221554
Référence du mandat: FVB-2024-00831   Montant: 39,90 EUR
Motif du retour: MD06 – remboursement demandé par le débiteur (délai de 8 semaines)

Le montant a été recrédité le 25/11/2026. Pour toute question, contactez votre agence de Namur, M. [[PERSON|Quentin Deschamps]], au [[PHONE_E164|081 22 45 17]] ou GSM [[PHONE_E164|0478 31 28 44]].`,
  // 49 clinical: progress note, Copenhagen (DK)
  `[[ORG|Amagerbro Lægehus]] — Journalnotat
Patient: [[PERSON|Freja Rasmussen Holm]], CPR: se stamkort, journalnr. [[MRN|ALH-55091]]
Født: [[DATE_OF_BIRTH|2. april 1999]]
Dato: 25.11.2026   Læge: [[PERSON|Mads Kjærgaard]]

S: 4 dages ondt i halsen, feber 38,9, ingen hoste.
O: Svælg rødt med belægninger, ømme lymfeknuder. Centor 4. Strep A-test positiv.
A: Streptokok-tonsillitis.
P: Penicillin V 1 mio. IE x 4 i 7 dage. Kontakt ved forværring.
Pt. ønsker svar på sms: [[PHONE_E164|28 74 19 53]]. Mor, [[PERSON|Birgitte Holm]], er pårørende.
Klinikkens telefon: [[PHONE_E164|33 12 84 70]]`,
  // 50 support ticket, Indian fintech (IN)
  `Ticket #UPI-77120 · Status: Open · Priority: P1
Customer: [[PERSON|Siddharth Ranganathan]] · [[EMAIL|sid.ranga@outlook.in]] · [[PHONE_E164|+91 99010 38472]]

Hello team,
I sent ₹18,500 via UPI to my landlord Mr. [[PERSON|Venkatesh Iyer]] on 23 Nov (UTR 633218847710) but it shows "pending" and the money has left my [[ORG|Kaveri Gramin Bank]] account. He says he has not received it.
For KYC you already have my PAN [[NATIONAL_ID|FXRPR6713K]]. Please resolve, rent is overdue.
Regards, [[PERSON|Siddharth]]

— Internal note ([[PERSON|Anusha]], L2): [[ORG|NPCI]] status = deemed success at beneficiary bank. Asked [[ORG|Kaveri Gramin Bank]] nodal officer by mail; SLA T+1. Customer called from [[PHONE_E164|080 4718 2290]] too; app login IP [[IPV4|49.205.118.76]].`,
  // 51 clinical: lettera di dimissione, Rome (IT)
  `[[ORG|Policlinico San Clemente]] — U.O.C. Ortopedia e Traumatologia
LETTERA DI DIMISSIONE
Paziente: [[PERSON|Assunta Di Gregorio]]   nata il [[DATE_OF_BIRTH|30/12/1939]]
N. cartella: [[MRN|2026/ORT/04417]]
Ricovero: dal 08/11/2026 al 18/11/2026

Diagnosi: frattura pertrocanterica femore dx, trattata con chiodo endomidollare.
Terapia: enoxaparina 4000 UI s.c. per 30 giorni, paracetamolo 1 g al bisogno, colecalciferolo.
Riabilitazione presso [[ORG|Villa Aurelia Riabilitazione S.r.l.]] dal 19/11.
Caregiver: nipote [[PERSON|Valerio Marchetti]], cell. [[PHONE_E164|338 417 2290]].
Il medico: dott. [[PERSON|Corrado Benvenuti]] — reparto [[PHONE_E164|06 8841 2739]]`,
  // 52 bank: KYC review, private bank, Zurich (CH)
  `[[ORG|Bank Limmatquai AG]] — Client Due Diligence Update (confidential)
Relationship: [[PERSON|Konstantin Aleksandrovich Belyaev]] / [[PERSON|Константин Александрович Беляев]]
Born [[DATE_OF_BIRTH|7 June 1971]], Saint Petersburg; resident in Zug since 2019
Accounts: [[IBAN|CH51 0076 2713 6687 2377 3]] (CHF), [[IBAN|CH93 0076 2135 7060 8553 5]] (EUR)

Source of wealth: sale of shares in [[ORG|ООО «Невская Логистика»]] (2018); dividends from [[ORG|Belyaev Holding SA]], Luxembourg.
Open point: transfer of CHF 2.4m from [[ORG|Cyprian Maritime Trust Ltd]] requires supporting contract.
Adverse media: none. Sanctions screening: no match (list version 2026-11-24).
RM: [[PERSON|Corinne Baumgartner]], [[PHONE_E164|044 268 31 90]] · client mobile [[PHONE_E164|079 418 23 57]], Russian number [[PHONE_E164|+7 921 448-30-17]]`,
  // 53 e-mail, Arabic, Cairo (EG)
  `من: [[PERSON|منى عبد الحميد الشربيني]] <[[EMAIL|mona.elsherbiny@nilelinks-eg.com]]>
إلى: قسم الموارد البشرية
الموضوع: طلب إجازة وضع

السادة / [[ORG|شركة نايل لينكس للاتصالات ش.م.م]]
تحية طيبة وبعد،
أرجو التكرم بالموافقة على إجازة وضع لمدة أربعة أشهر اعتبارًا من 1 يناير 2027. مرفق تقرير الطبيبة د. [[PERSON|هالة فؤاد]] من [[ORG|مستشفى السلام الدولي]].
سيتولى زميلي [[PERSON|كريم منصور]] مهامي خلال فترة الإجازة.
للتواصل: [[PHONE_E164|010 2418 7739]]
وتفضلوا بقبول فائق الاحترام،
[[PERSON|منى الشربيني]]`,
  // 54 CV, São Paulo (BR)
  `CURRÍCULO
[[PERSON|Guilherme Assunção Pacheco]]
São Paulo – SP · [[PHONE_E164|(11) 97153-2284]] · [[EMAIL|gui.pacheco@uol.com.br]]
[[URL|linkedin.com/in/guilherme-a-pacheco]] · nascido em [[DATE_OF_BIRTH|22/08/1988]]

Experiência
2020–atual  Gerente de Contas PJ — [[ORG|Banco Paulista de Fomento S.A.]]
  • carteira de 180 empresas do agro; inadimplência abaixo de 1,2%
2014–2020  Analista de Crédito — [[ORG|Cooperativa Sicredi Vale do Tietê]]

Formação
Administração, [[ORG|Universidade Federal de São Carlos]] (UFSCar), 2013
MBA em Finanças, [[ORG|Insper]], 2019

Referência: [[PERSON|Patrícia Moura Lins]], Superintendente — [[PHONE_E164|(11) 3048-7712]]`,
  // 55 negative: HR form template, look-alikes only (GB)
  negative(`EMPLOYEE DETAILS FORM — TEMPLATE (v3.2.0.14) — guidance for line managers

Do not enter real data on this copy. Worked examples below are deliberately invalid:
 • National Insurance number: QQ 12 34 56 C (the standard dummy prefix), TN 31 07 88 A
 • Bank: sort code 40-11-62, account 31926819 — not an IBAN
 • Test IBAN GB82 WEST 1234 5698 7654 33 (check digits altered)
 • Test card 4929 1203 4456 7781 for expenses portal demos (fails Luhn)
 • US staff: SSN 987-65-4320 style placeholders only (area 9xx)
 • Starter date: Monday 5 January 2026; probation review on 6 April
 • Payroll reference PR-2026-0041, office extension 4471

Send completed forms to the HR shared mailbox, never by chat.`),
  // 56 clinical: referral, Montreal, French (CA)
  `[[ORG|Clinique médicale Plateau-Mont-Royal]]
DEMANDE DE CONSULTATION — Endocrinologie

Destinataire : Dre [[PERSON|Nathalie Gingras-Poulin]], [[ORG|CHUM]]
Patient : [[PERSON|Étienne Bérubé]]   Né le : [[DATE_OF_BIRTH|1985-03-28]]
RAMQ : [[MRN|BERE 8503 2812]]   Dossier : [[MRN|PMR-44190]]

Motif : hyperthyroïdie (TSH < 0,01, T4L 38), perte de 6 kg, tremblements. Méthimazole 10 mg débuté le 20 nov.
Priorité : B (10 jours).
Joindre le patient au [[PHONE_E164|514 842-3371]] (cellulaire) ; sa conjointe [[PERSON|Amélie]] au [[PHONE_E164|438 291-0584]].

Dr [[PERSON|Hugo Lachance-Tremblay]], médecin de famille — [[PHONE_E164|514 527-1140]]`,
  // 57 bank: statement, Dublin (IE)
  `[[ORG|Liffey Permanent Bank DAC]]
Current Account Statement — 1 Nov to 30 Nov 2026
Account name: [[PERSON|Ciarán Mac Giolla Phádraig]]
IBAN: [[IBAN|IE63 AIBK 2145 5585 8791 59]]   BIC: AIBKIE2D

03 Nov  [[ORG|Mulligan's Pharmacy]] Cornelscourt       €112.45 DR
06 Nov  Transfer from [[PERSON|Saoirse Mac Giolla Phádraig]]      €400.00 CR
12 Nov  [[ORG|Bord Gáis Energy]] DD            €138.90 DR
18 Nov  Contactless [[ORG|Bewley's Café]] Grafton St           €9.60 DR
24 Nov  Salary [[ORG|Corrib Medtech Ltd]]                    €3,905.12 CR

Queries: [[PHONE_E164|(01) 662 4419]] (from abroad [[PHONE_E164|00353 1 662 4419]]) · mobile alerts to [[PHONE_E164|087 319 4482]]`,
  // 58 chat log, LINE, Thai (TH)
  `LINE กลุ่ม "ทีมบัญชี 🧾"
[10:14] น้อง[[PERSON|แพรว]]: พี่คะ ใบแจ้งหนี้ของ [[ORG|บริษัท สยามพัฒนาอุตสาหกรรม จำกัด]] ยังไม่ได้โอนค่ะ
[10:15] พี่[[PERSON|ต้น]]: เดี๋ยวพี่เช็คกับ คุณ[[PERSON|วิภาวรรณ]] ก่อนนะ
[10:17] [[PERSON|prae_acc]]: ส่งเลขบัญชีให้แล้วในเมล [[EMAIL|ap@siamphatthana.co.th]]
[10:18] พี่[[PERSON|ต้น]]: โอเค ถ้าด่วนโทร [[PHONE_E164|089 551 2047]] ได้เลย
[10:20] น้อง[[PERSON|แพรว]]: ขอบคุณค่ะ 🙏`,
  // 59 HR: performance review summary, Berlin (DE)
  `[[ORG|Spreewerk Digital GmbH]] — Jahresgespräch 2026 (vertraulich)
Mitarbeiterin: [[PERSON|Nilüfer Akgündüz]]   Personalnr. 2207
Führungskraft: [[PERSON|Matthias Vollrath]]   HR: [[PERSON|Kerstin Lübbe-Sommerfeld]]

Ziele 2026: Migration des Rechnungsmoduls nach Kotlin (erreicht), Onboarding von zwei Werkstudenten (erreicht), Reduktion der Ticketlaufzeit um 20 % (teilweise: 14 %).
Stärken: Sorgfalt, Moderation im Sprint-Review; sie hat den Workshop mit [[ORG|Fraunhofer FOKUS]] geleitet.
Entwicklung: Wunsch nach Tech-Lead-Rolle ab Q3 2027; Teilzeit 32 h ab März.
Gehaltsanpassung: +6 % ab 01.01.2027.
Rückfragen an HR: [[EMAIL|personal@spreewerk.de]], [[PHONE_E164|030 2093 7710]]`,
  // 60 support ticket, Nigerian telco (NG)
  `[[ORG|Zenkora Mobile Nigeria Ltd]] — Complaint Ref: LAG-CX-2026-118430
Channel: Email  ·  Category: Billing  ·  SLA: 48h
From: [[PERSON|Chukwuemeka Sunday Obiora]] <[[EMAIL|emeka.obiora@gmail.com]]>

Good afternoon,
Since 14 November my line [[PHONE_E164|0706 318 4429]] has been charged ₦2,500 daily for a "Caller Tune Plus" service I never subscribed to. Sunday to Sunday, over ₦30,000 gone. I have called 300 several times.
Kindly refund and unsubscribe. My wife, [[PERSON|Patience Obiora]], has the same issue on [[PHONE_E164|0813 992 0415]].
Thank you.

— Agent [[PERSON|Halima Bello]]: VAS deactivated, refund request sent to Revenue Assurance (Lagos). Customer informed by SMS.`,
  // 61 clinical: lab report, Warsaw (PL)
  `[[ORG|Laboratorium Diagnostyczne Vistula-Med sp. z o.o.]]
WYNIK BADANIA — zlecenie 2026/11/48813
Pacjent: [[PERSON|Zbigniew Kaczmarczyk]]   Data urodzenia: [[DATE_OF_BIRTH|14.02.1963]]
Nr pacjenta: [[MRN|VM-330918]]
Lekarz kierujący: lek. [[PERSON|Agata Szymańska-Bąk]]

PSA całkowity ........ 6,8 ng/ml  (↑, norma < 4,0)
PSA wolny ............ 0,9 ng/ml
Glukoza .............. 104 mg/dl
Kreatynina ........... 1,02 mg/dl

Wynik zatwierdził: diagn. lab. [[PERSON|Paweł Grabowiecki]]
Informacja: [[PHONE_E164|22 651 80 44]]. Wyniki online: [[URL|wyniki.vistula-med.pl]]`,
  // 62 bank: card dispute, Austria (AT)
  `[[ORG|Raiffeisenkasse Ennstal eGen]]
Reklamation Kartenzahlung – Bestätigung

Sehr geehrter Herr [[PERSON|Reinhold Aigner-Stubenvoll]],
wir haben Ihre Reklamation zur Zahlung von EUR 612,00 an „[[ORG|Alpenblick Sporthotel]]" vom 02.11.2026 erhalten. Betroffene Karte: Mastercard [[CREDIT_CARD|5226 8968 4099 0665]] (gesperrt am 19.11.2026).
Eine vorläufige Gutschrift erfolgt auf Ihr Konto [[IBAN|AT47 6430 6647 4297 6587]].
Ihre Ansprechpartnerin ist Frau [[PERSON|Theresia Gruber-Weinmeister]], Tel. [[PHONE_E164|03612 22 871]].

Freundliche Grüße
Ihre [[ORG|Raiffeisenkasse Ennstal]]`,
  // 63 CV, Beijing, Chinese (CN)
  `个人简历
姓名：[[PERSON|司徒雨桐]]　性别：女　出生日期：[[DATE_OF_BIRTH|1992年7月9日]]
电话：[[PHONE_E164|159 1047 3382]]　邮箱：[[EMAIL|yutong.situ92@163.com]]
求职意向：风控经理

工作经历
2019.07–至今　[[ORG|北京京华消费金融有限公司]]　风控模型主管
　· 负责反欺诈评分卡，坏账率下降0.8个百分点
2016.07–2019.06　[[ORG|中诚信征信]]　数据分析师

教育背景
[[ORG|中央财经大学]]　统计学硕士（2016）

推荐人：[[PERSON|赵明轩]]（前上级）电话 [[PHONE_E164|010-6581 2294]]`,
  // 64 e-mail, Greek-English, Thessaloniki (GR)
  `From: [[PERSON|Anastasia Kourkoulou]] <[[EMAIL|a.kourkoulou@thermaikos-shipping.gr]]>
To: [[PERSON|Rajesh Kuttikrishnan]]
Cc: [[PERSON|Γιώργος Τσολάκης]]
Subject: Crew medical certificates — MV Aegean Dawn

Dear Captain [[PERSON|Kuttikrishnan]],
Please ask the two new ABs to bring their medical certificates to our office at the port; our crewing officer [[PERSON|Giorgos Tsolakis]] will stamp them on Friday. The clinic we use is [[ORG|Iatriko Kentro Kalamarias]].
Office: [[PHONE_E164|2310 552 418]], my mobile [[PHONE_E164|+30 697 402 1855]].

Best regards,
[[PERSON|Anastasia]]
Crewing Dept., [[ORG|Thermaikos Shipping Co. S.A.]]`,
  // 65 clinical: nursing discharge note, Seoul (KR)
  `[[ORG|한강성심병원]] 간호 퇴원 요약
환자명: [[PERSON|윤하린]]　등록번호: [[MRN|11447203]]　생년월일: [[DATE_OF_BIRTH|1958.03.21]]
진단명: 제2형 당뇨병, 당뇨발 궤양
입원기간: 2026.11.12 ~ 2026.11.24

퇴원 교육: 인슐린 자가 주사법, 발 관리, 저혈당 증상 교육 완료. 보호자(딸 [[PERSON|최수아]]) 동석.
외래 예약: 내분비내과 [[PERSON|문성호]] 교수 12월 8일
보호자 연락처: [[PHONE_E164|010-5582-1934]]
병동 연락처: [[PHONE_E164|02-2639-5710]]
담당 간호사: [[PERSON|정유나]]`,
  // 66 support ticket, web shop, Brisbane (AU)
  `Zendesk #884120 — [[ORG|Koala Crate Outdoor Pty Ltd]] web store
Requester: [[PERSON|Brodie McIlwraith]] <[[EMAIL|brodie.mcilwraith@bigpond.com]]>
Subject: charged but order shows cancelled

Hey team, I bought the Summit 2P tent in your Spring Clearance on Sunday and got charged $489 on my card [[CREDIT_CARD|4033 4905 4796 6800]], but the order page says cancelled. Screenshot attached.
Can someone ring me on [[PHONE_E164|0438 117 962]]? Otherwise I'll have to lodge a chargeback with my bank.
Cheers, [[PERSON|Brodie]]

Internal — [[PERSON|tash w]] (Tier 1): payment captured 14:02 AEST, order auto-cancelled by the fraud rule because IP [[IPV4|203.45.118.90]] geolocated to Perth while shipping is to Toowong. False positive. Refund or reinstate? Looping in [[PERSON|Dale Cunningham]] (ops lead).`,
  // 67 e-mail, invoice reminder, Ghent, Flemish (BE)
  `Van: [[PERSON|Jens Verstraeten]] <[[EMAIL|jens@brouwerij-denhoppe.be]]>
Aan: [[EMAIL|boekhouding@cafe-ganzepoot.be]]
Onderwerp: Herinnering factuur 2026-0877

Beste [[PERSON|Ilse]],

Onze factuur 2026-0877 van 14 oktober (€ 2.318,40, levering vaten Tripel en Blond) staat nog open. Mogen wij vragen om te betalen op [[IBAN|BE66 3184 5857 0828]] met vermelding van het factuurnummer?
Vroeger betaalde u met Bancontact bij onze chauffeur [[PERSON|Kobe]]; dat kan nog steeds.
Vragen? Bel me op [[PHONE_E164|0496 27 81 53]] of de brouwerij op [[PHONE_E164|09 386 41 22]].

Met vriendelijke groeten,
[[PERSON|Jens Verstraeten]]
[[ORG|Brouwerij Den Hoppe BV]] — [[URL|www.brouwerij-denhoppe.be]]`,
  // 68 chat log, Slack on-call, Singapore (SG)
  `#infra-oncall
[02:11] [[PERSON|jun kai]]: prod-db-2 at [[IPV4|10.8.31.204]] is at 94% disk, who's on call?
[02:12] [[PERSON|nurul h]]: me. rotating logs now
[02:13] [[PERSON|arjun.pillay]]: fyi vendor [[ORG|Merlion Cloudworks Pte. Ltd.]] says their support line is [[PHONE_E164|6812 4490]] if we need to escalate
[02:14] [[PERSON|jun kai]]: ok. [[PERSON|nurul]] can you also check the replica at [[IPV4|10.8.31.205]]
[02:15] [[PERSON|nurul h]]: on it. runbook is at [[URL|wiki.merlionpay.sg/runbooks/db-disk]]
[02:21] [[PERSON|bryan koh]]: sorry late, was at the clinic. i can take the 4am check
[02:22] [[PERSON|arjun.pillay]]: ty [[PERSON|bryan]] 🙏 disk at 71% now`,
  // 69 bank: consumer loan review, Texas (US)
  `[[ORG|Lone Star Heritage Bank, N.A.]] — Consumer Loan Application Review
Applicant: [[PERSON|Marisol Quintanilla-Reyes]]   DOB: [[DATE_OF_BIRTH|March 3, 1986]]
Co-applicant: [[PERSON|Ernesto Reyes]]   DOB: [[DATE_OF_BIRTH|11-27-1983]]
Employer: [[ORG|Gulf Coast Petrochemical Services LLC]], verified by phone with [[PERSON|Tammy Boudreaux]], HR, [[PHONE_E164|(409) 832-5716]] ext. 214

Notes: Applicant stated on the call that her SSN is [[SSN|079 74 9351]]; matches the credit bureau file. Co-applicant's SSN, [[SSN|633-72-0973]], verified against his W-2.
Requested: $28,000 auto loan, 60 months. DTI 31%. Recommend approve at 7.49% APR.
Reviewer: [[PERSON|Brent Kowalczyk]] · Branch: Beaumont · Applicant cell [[PHONE_E164|409-276-1184]]`,
  // 70 bank: home-loan sanction letter, Pune (IN)
  `[[ORG|Narmada Sahakari Bank Ltd.]] — Shivajinagar Branch, Pune
SANCTION LETTER — HOME LOAN   Ref: NSB/HL/2026/1183

Borrower: Smt. [[PERSON|Pradnya Deshmukh-Kale]] ([[PERSON|प्रज्ञा देशमुख-काळे]])
Co-borrower: Shri [[PERSON|Aniket Kale]]
PAN (borrower): [[NATIONAL_ID|CQWPD5521M]]   Aadhaar (borrower): [[NATIONAL_ID|6373 7846 2409]]

Loan amount ₹48,00,000 at 8.65% p.a. (floating), tenure 240 months, EMI ₹42,118.
Property: Flat 702, Siddhivinayak Heights, Baner. Builder: [[ORG|Kalyani Constructions Pvt. Ltd.]]
Conditions: original sale deed, NOC from the society, and ECS mandate from your SB account.

Please contact your loan officer, Shri [[PERSON|Omkar Joshi]], on [[PHONE_E164|94220 71385]] or the branch at [[PHONE_E164|020 2553 8417]].
Branch Manager: [[PERSON|S. R. Kulkarni]]`,
  // 71 HR: new-starter checklist, Newcastle (GB)
  `[[ORG|Tynebridge Logistics Ltd]] — NEW STARTER CHECKLIST (HR use only)
Starter: [[PERSON|Kwabena Asante-Mensah]]   Role: Warehouse Team Leader, nights
DOB: [[DATE_OF_BIRTH|9 Nov 1997]]   NI number: [[NATIONAL_ID|TL 21 68 09 D]]
Right to work: online check via share code W4X 7LP 2KQ — verified 24/11/2026 by [[PERSON|Gemma Routledge]]
Emergency contact: [[PERSON|Abena Asante]] (mother), [[PHONE_E164|07931 284 660]]
Line manager: [[PERSON|Mark Hebburn]], [[PHONE_E164|0191 498 2271]]
Bank details: received on form P-12 (sort code and account kept in payroll system only)

[x] contract signed   [x] P45 received   [ ] forklift licence copy (chase)
Please mark as complete once the licence copy is in. [[PERSON|Mark]] to book induction for Monday.`,
  // 72 card statement, Tokyo (JP)
  `[[ORG|みずなみカード株式会社]]　ご利用代金明細書（2026年11月分）
会員名：[[PERSON|ヤマグチ ハルト]] 様（[[PERSON|山口 陽翔]]）
カード番号：[[CREDIT_CARD|3528 9646 7393 3580]]（JCB）
お支払日：2026年12月10日　お支払金額：58,214円

ご利用日　ご利用先　　　　　　　　　　金額
11/02　[[ORG|まいばすけっと]] 渋谷桜丘店　　　　1,084
11/07　[[ORG|ビックカメラ]] 有楽町店　　　　　　　32,780
11/15　[[ORG|くら寿司]]　　　　　　　　　　　　　4,350
11/21　[[ORG|株式会社ハローフィット]] 月会費　　　　　　8,800

お問い合わせ：[[PHONE_E164|0120-834-192]]（9:00〜17:00）、紛失・盗難は [[PHONE_E164|03-5412-8830]]`,
  // 73 CV, Seattle (US)
  `[[PERSON|Harper Lindqvist-Osei]]
Seattle, WA · [[PHONE_E164|(206) 718-4402]] · [[EMAIL|harper.lo@fastmail.com]]
[[URL|github.com/harperlo]] · [[URL|harperlo.dev/projects]]

SUMMARY
Backend engineer, 7 years, payments and healthcare data. Will relocate within the Pacific Northwest.

EXPERIENCE
Senior Software Engineer — [[ORG|Puget Sound Health Data Corp.]] (2022–present)
 • HL7/FHIR ingestion in Go; 40M messages/day; on-call lead.
Software Engineer — [[ORG|Cascadia Freight Analytics Inc.]] (2019–2022)
 • Rate engine in Kotlin; cut quote latency from 900 ms to 120 ms.

EDUCATION
B.S. Computer Science, [[ORG|Western Washington University]], 2019

REFERENCES
[[PERSON|Will Okonkwo-Barnes]], Engineering Manager — [[EMAIL|will.ob@psdatacorp.com]]
[[PERSON|Rosalind Tse]], Staff Engineer — on request`,
  // 74 support ticket, travel agency, Edmonton (CA)
  `Ticket #AT-20931 · [[ORG|Aurora Trails Travel Inc.]] · Priority: High
From: [[PERSON|Geneviève Ouellet-Strand]] <[[EMAIL|gen.ouelletstrand@shaw.ca]]>

Hello,
I cancelled our Banff package within the 48-hour window (booking AT-77-5531) but my Amex [[CREDIT_CARD|3708 569702 42464]] still shows the full charge of $3,218.40 CAD. Your agent on the phone said it would be reversed in 5 days; it has been 12.
Please call me at [[PHONE_E164|(780) 423-6619]] or my husband [[PERSON|Lars Strand]] at [[PHONE_E164|780-901-2274]].

Thanks,
[[PERSON|Geneviève]]

Internal ([[PERSON|Keisha Barrow]]): refund never submitted — the agent's session from [[IPV4|142.59.201.77]] timed out. Submitting now; supplier [[ORG|Rocky Mountain Lodges Ltd.]] confirmed cancellation.`,
  // 75 clinical: discharge summary, Lagos (NG)
  `[[ORG|Lagoon Crest Specialist Hospital]], Ikoyi — DISCHARGE SUMMARY
Name: [[PERSON|Adaeze Chinonso Okwuosa]]   Hospital No: [[MRN|LCSH/2026/08817]]
DOB: [[DATE_OF_BIRTH|4th October 1979]]   HMO: [[ORG|Crestline Health HMO]]
Admitted: 17/11/2026   Discharged: 22/11/2026

Diagnosis: Severe malaria (P. falciparum) with AKI, resolved.
Treatment: IV artesunate x 3 doses, then artemether-lumefantrine; IV fluids; paracetamol for comfort.
Creatinine 2.9 → 1.1 mg/dL on discharge.
Follow-up: medical outpatients in 1 week with Dr [[PERSON|Funmilayo Adebanjo-Williams]].
Next of kin: husband, [[PERSON|Ifeanyi Okwuosa]] — [[PHONE_E164|0809 441 2076]]
Nurse in charge: [[PERSON|Comfort Eze]]   Ward line: [[PHONE_E164|0201 277 4480]]`,
];

export const HELDOUT_C_2_NEGATIVES: ReadonlySet<string> = negatives;
