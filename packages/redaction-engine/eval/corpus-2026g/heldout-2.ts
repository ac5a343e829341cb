// Corpus 2026g, part 2: HELD OUT (issue 22). Never read, debug on or tune against these documents;
// run them only for aggregate scores. Written by a labeller who had not read the detector (README-2.md).
export const HELDOUT_G_2_CORPUS: readonly string[] = [
  `DISCHARGE SUMMARY — Ward 7B (Respiratory), [[ORG|Royal Harrowgate Infirmary]]
Patient: [[PERSON|Thomasina Greaves]]   DOB: [[DATE_OF_BIRTH|14/03/1952]]   NHS No: [[MRN|491 620 3387]]
Consultant: Dr [[PERSON|Oluwaseun Adeyemo-Clarke]]   GP: Dr [[PERSON|Fenwick]], [[ORG|Castlegate Medical Practice]]
Admitted 02/11/2026 with an infective exacerbation of COPD; discharged 09/11/2026.
Treated with Doxycycline 100 mg OD and Prednisolone 30 mg for 5 days. Sats 94% on air at discharge.
Follow-up: Pulmonary Rehab referral sent; community respiratory team to call her daughter [[PERSON|Beverley]] on [[PHONE_E164|07400 260542]].
Next of kin: [[PERSON|Beverley Oyelaran]] (daughter), [[PHONE_E164|07400 930062]].
Please review inhaler technique at the Tuesday clinic. Summary typed by [[PERSON|k.marsh]] (ward clerk).`,
  `PATIENT STATEMENT — [[ORG|Cedar Hollow Orthopedics, P.C.]]
Account 0048812  ·  Statement date 11/19/2026
Guarantor: [[PERSON|Dwayne Petrosyan]]   Patient: [[PERSON|Aiden Petrosyan]] (DOB [[DATE_OF_BIRTH|06-22-2014]])
Chart #: [[MRN|CHO-2231907]]
Insurance: [[ORG|Bluewater Mutual Health]] — claim 7781-0032 denied (CO-197, no pre-auth)
Balance due: $412.60. Pay online at [[URL|https://pay.cedarhollowortho.com/statements]] or call billing [[PHONE_E164|(201) 530-6337]].
Card on file ending 4410 was declined on 11/02. Questions: [[EMAIL|billing@cedarhollowortho.com]]
Thank you — [[PERSON|Marisol]] in Patient Accounts`,
  `Überweisung / Konsiliarauftrag
An: [[ORG|Gemeinschaftspraxis Dres. Lindqvist & Brandauer]], Kardiologie
Von: Dr. med. [[PERSON|Henrike Vollmers]], Hausärztin, Tel. [[PHONE_E164|01512 3226267]]
Patient: [[PERSON|Gerold Wenzelmann]], geb. [[DATE_OF_BIRTH|03.07.1958]], Versichertennr. A772143009, Pat.-Nr. [[MRN|55190334]]
Kasse: [[ORG|Betriebskrankenkasse Kallweit]]
Fragestellung: Belastungsdyspnoe seit August, Vorhofflimmern? Bitte LZ-EKG und Echo.
Medikation: Ramipril 5 mg 1-0-0, Bisoprolol 2,5 mg 1-0-0.
Rückruf bitte an die Praxis oder mobil [[PHONE_E164|01512 3405570]]. Befund gern per KIM an [[EMAIL|praxis.vollmers@kim-hausarzt.de]].`,
  `Apollo-style lab report
[[ORG|Sanjeevani Diagnostics Pvt Ltd]] · NABL accredited
Patient Name : [[PERSON|Mrs. Kavitha Raghunathan]]     Age/Sex: 47/F
UHID : [[MRN|SDL-0098231]]     Ref. By: Dr. [[PERSON|Prakash Venkatraman]]
Collected: 21-Nov-2026 08:12   Reported: 21-Nov-2026 14:40
HbA1c ............ 7.9 %   (4.0–5.6)
Fasting glucose ... 152 mg/dL
TSH ............... 3.1 µIU/mL
Remarks: Suggest diet review with Diabetes Care Clinic.
Report queries: [[PHONE_E164|081239 29347]] / [[EMAIL|reports@sanjeevanidiag.in]]
Verified by: [[PERSON|Dr. Nandini Iyer]] (MD Path). Barcode 2611218844.`,
  `Lettre de sortie — Service de Gastro-entérologie, [[ORG|Centre Hospitalier du Forez-Sud]]
Madame [[PERSON|Odile Fauvarque]], née le [[DATE_OF_BIRTH|9 février 1963]], IPP [[MRN|4400718823]]
Hospitalisée du 12 au 16 novembre 2026 pour pancréatite aiguë biliaire.
Cholécystectomie programmée en janvier avec le Dr [[PERSON|Amaury Delahaye-Costes]].
Traitement de sortie : Paracétamol 1 g x3/j, Créon 25 000 au repas.
Médecin traitant : Dr [[PERSON|Sylvain Rocheblave]], tél. [[PHONE_E164|06 12 94 85 30]].
Secrétariat : [[PHONE_E164|06 12 07 70 97]] — [[EMAIL|secretariat.gastro@ch-montbrison.fr]]`,
  `NURSING HANDOVER (SBAR) 19:00 — 4 North
Rm 412 — [[PERSON|Delores Whitcombe]], 81F, MRN [[MRN|00731958]], DOB [[DATE_OF_BIRTH|1945-01-30]]
S: post-op day 2 R hip hemiarthroplasty. B: hx CHF, on Lasix.
A: UO 30 mL/h, pain 4/10, confused overnight ("where's Herbert?") — son is [[PERSON|Herbert Whitcombe]], [[PHONE_E164|(201) 527-0934]].
R: recheck Na+ at 22:00, PT eval tomorrow.
Rm 415 — [[PERSON|Ramón Ibarra-Solis]], 59M, MRN [[MRN|00812446]]. Stable, NPO after midnight for ERCP.
Handed over by [[PERSON|Kayleigh]] RN to [[PERSON|Tobias Nwachukwu-Lund]] RN. Charge nurse ext. 4471.`,
  `RECETA MÉDICA ELECTRÓNICA — [[ORG|Servicio Madrileño de Salud]]
Paciente: [[PERSON|Inmaculada Berrocal Tejedor]]   Fecha de nacimiento: [[DATE_OF_BIRTH|17/11/1979]]
NHC: [[MRN|3319072]]    CIP: MDRB790171133
Prescriptor: Dra. [[PERSON|Ainhoa Zubizarreta]], nº colegiado 282871234
Medicamento: Omeprazol 20 mg cápsulas, 1 al día, 28 días.
Farmacia de dispensación: [[ORG|Farmacia Lledó Cifuentes]], c/ Alcalá 213.
Dudas: [[PHONE_E164|612 39 38 25]] o [[EMAIL|consultas.cs.goya@salud.madrid.org]]
Código de verificación 7731-5520-1189 (no es un dato del paciente).`,
  `紹介状
[[ORG|医療法人社団 青葉会 さくら内科クリニック]] 院長 [[PERSON|森本 康弘]]
[[ORG|東邦湾岸大学医学部附属病院]] 消化器内科 御侍史
患者氏名：[[PERSON|松永 千鶴]]（[[PERSON|Chizuru Matsunaga]]）様　生年月日：[[DATE_OF_BIRTH|昭和48年5月2日]]
診察券番号：[[MRN|0041-77210]]
主訴：心窩部痛、体重減少（3か月で4kg）。
上部内視鏡検査をお願い申し上げます。
連絡先：[[PHONE_E164|090-1250-4078]]（平日 9:00–18:00）`,
  `검사 결과지 — [[ORG|서울누리봄병원]] 진단검사의학과
환자명: [[PERSON|윤서담]]   생년월일: [[DATE_OF_BIRTH|1988.09.14]]   등록번호: [[MRN|20311874]]
의뢰의: [[PERSON|장민호]] 교수 (내분비내과)
검사일: 2026-11-20
  Free T4   1.92 ng/dL  (H)
  TSH       0.01 µIU/mL (L)
판독: 갑상선기능항진증 의심. 외래 예약 2026-12-03.
문의: [[PHONE_E164|010-2066-5844]], 결과 조회 [[URL|www.hanbithosp.co.kr/result]]`,
  `Medication chart — [[ORG|Bayside Community Pharmacy]]
Patient: [[PERSON|Wirihana Tapsell]]   DOB [[DATE_OF_BIRTH|2 Aug 1970]]   Medicare 2951 38812 1 (not stored)
Hospital UR number: [[MRN|UR 661902]]
Prescriber: Dr [[PERSON|Priyanka Bhattacharjee]] — [[ORG|Kingsgrove Family Doctors]], [[PHONE_E164|0412 238 388]]
 Metformin XR 1 g nocte
 Atorvastatin 40 mg mane
 Ozempic 0.5 mg weekly (Saturday)
Webster-pak collected each Friday by partner [[PERSON|Grace]]. Grace period for repeat: 5 days.
Pharmacist on duty: [[PERSON|Lachlan O'Rourke]], [[PHONE_E164|0412 583 850]]`,
  `[[ORG|Halden & Pryce Bank plc]]            Current Account Statement
[[PERSON|Mr Callum Ashdown]]                 Sort code 40-17-26   Account 71830562
IBAN [[IBAN|GB11 ZHSV 4403 9017 1297 32]]   BIC HAPRGB2L
Period 01 Oct 2026 – 31 Oct 2026
Date    Description                                Paid out   Paid in
02 Oct  Salary [[ORG|Fenmoor Logistics Ltd]]                          2,840.00
04 Oct  DD [[ORG|Octavia Energy]]                      96.12
09 Oct  Card 5521 [[ORG|Cullen's Larder]] Kensington             54.80
14 Oct  FPO [[PERSON|J Ashdown]] rent share               650.00
21 Oct  [[ORG|Swiftbite Eats]]                            23.45
30 Oct  Standing order [[ORG|Hartwell Building Society]]  200.00
Help: [[PHONE_E164|07400 585427]] (24h). Lost card: +44 ... see back.`,
  `[[ORG|Sparkasse Oberlausitz-Mitte]] — Kontoauszug 11/2026
Kontoinhaberin: [[PERSON|Mareike Tschirner]]
IBAN: [[IBAN|DE19 0346 1623 6350 5839 12]]
Buchungstag  Verwendungszweck                              Betrag
03.11.  Lastschrift [[ORG|Rheinfunk Mobil GmbH]] Kd-Nr 118470293                -39,99
05.11.  Gutschrift Gehalt [[ORG|Brückner Kälte- und Klimatechnik GmbH & Co. KG]] +2.611,40
07.11.  Überweisung an [[PERSON|Jannik Hollenbach]], IBAN [[IBAN|DE71 3631 2032 3812 6636 75]], "Miete Dez" -720,00
12.11.  Kartenzahlung [[ORG|Drogerie Meiswinkel]]                         -18,35
18.11.  Dauerauftrag Sparplan [[ORG|DekaBank]]                          -100,00
Neuer Saldo: 1.733,06 EUR. Service-Center [[PHONE_E164|01512 3062362]].`,
  `CREDIT CARD STATEMENT — [[ORG|Ridgeline Federal Credit Union]]
Cardholder: [[PERSON|Shayla Broussard-Okafor]]
Card: [[CREDIT_CARD|4347 2316 7153 4100]]   Statement closing date 11/15/2026
Trans   Merchant                          Amount
10/18   [[ORG|Trader Joe's]] #522                 61.14
10/21   [[ORG|Prairie Fuel Stop]] 57442                   48.00
10/29   [[ORG|Hulu]]                               17.99
11/02   Payment — thank you                  -400.00
11/09   [[ORG|Chewy.com]]                          89.51
Minimum payment due 12/10: $35.00. Report fraud: [[PHONE_E164|(201) 549-9146]]
Promo code FALL2026 and reference 4111-2290-5541 are not card numbers.`,
  `[[ORG|Banque Populaire du Vivarais]] — Relevé de compte
Titulaire : M. [[PERSON|Édouard Chassagnol]], 14 rue des Tanneurs, 07100 Annonay
IBAN : [[IBAN|FR76 1607 5122 6340 1038 1586 929]]   BIC CCBPFRPPLYO
Date       Libellé                               Débit      Crédit
04/11      PRLV [[ORG|Orange SA]]                     42,99
06/11      VIR [[PERSON|CHASSAGNOL LUCIE]]                           300,00
10/11      CB [[ORG|Intermarché]] Annonay 08/11        87,12
15/11      VIR SEPA [[ORG|Menuiserie Rouchon SARL]]               1 450,00
22/11      PRLV [[ORG|Macif]] assurance auto           61,80
Conseillère : [[PERSON|Nathalie Brunel-Jacquot]], [[PHONE_E164|06 12 43 85 09]]`,
  `Loan Application — Personal Loan (Unsecured)
Lender: [[ORG|Kaveri Finserv Limited]]   Application ID: KFL/PL/2026/118203
Applicant: [[PERSON|Rohan Dharmadhikari]]   Father's name: [[PERSON|Vijay Dharmadhikari]]
Date of Birth: [[DATE_OF_BIRTH|19/08/1991]]   PAN: [[NATIONAL_ID|ZBPHM6523Y]]   Aadhaar: [[NATIONAL_ID|5167 7955 3091]]
Mobile: [[PHONE_E164|081239 82706]]   Email: [[EMAIL|rohan.dharmadhikari91@gmail.com]]
Employer: [[ORG|Tessaract Analytics Pvt. Ltd.]], Pune — Net monthly income ₹1,18,500
Salary account IFSC HDFC0001823, A/c 50100226671903
Loan amount ₹6,00,000, tenure 48 months, EMI ₹15,890
Co-applicant: [[PERSON|Snehal Dharmadhikari]] (spouse), mobile [[PHONE_E164|081230 13758]]
OTP sent: 662014 (valid 10 minutes)`,
  `KYC onboarding — individual (US person)
Institution: [[ORG|Northpass Brokerage LLC]]
Full legal name: [[PERSON|Theodore Kasprzak]]
Date of birth: [[DATE_OF_BIRTH|April 4, 1983]]
SSN: [[SSN|744-64-9088]]
Residential address: 2270 Linden Ave, Apt 3, Dayton OH
Phone (mobile): [[PHONE_E164|(201) 563-8132]]   Alt: [[PHONE_E164|(201) 522-9516]]
Email: [[EMAIL|tkasprzak@fastmail.com]]
Employment: Senior Estimator at [[ORG|Buckeye Mechanical Contractors Inc.]]
Trusted contact: [[PERSON|Renata Kasprzak]], [[PHONE_E164|(201) 569-0455]]
Funding: ACH from checking, routing 042000314, account 8840021967
Login IP recorded: [[IPV4|73.184.22.109]]`,
  `Aanvraagformulier zakelijke rekening
Bank: [[ORG|Waddenbank N.V.]]
Bedrijfsnaam: [[ORG|Kuipers & Terpstra Installatietechniek B.V.]]   KvK 77120938
Tekenbevoegde: [[PERSON|Sjoerd Terpstra]], geboren [[DATE_OF_BIRTH|12-05-1976]] te Leeuwarden
Tweede bestuurder: [[PERSON|Femke Kuipers-Adema]]
Tegenrekening: [[IBAN|NL72 LEDM 3402 7574 62]]
Telefoon: [[PHONE_E164|06 12645083]]   Mobiel: [[PHONE_E164|06 12097039]]
E-mail: [[EMAIL|administratie@kuipers-terpstra.nl]]   Website: [[URL|kuipers-terpstra.nl]]
UBO-verklaring ontvangen op 14-11-2026. Dossiernummer WB-2026-04471.`,
  `Customer Due Diligence — Corporate
Bank: [[ORG|Emirates Crescent Bank PJSC]]
Entity: [[ORG|Al Noor Spice Traders FZ-LLC]] (RAK ICC licence 4471/2021)
Authorised signatory: [[PERSON|Faisal Al Mansoori]] — [[PERSON|فيصل المنصوري]]
DOB: [[DATE_OF_BIRTH|22 Ramadan 1402 / 13 Jul 1982]]
Mobile: [[PHONE_E164|050 184 2172]]   Office: [[PHONE_E164|050 128 6034]]
Settlement IBAN: [[IBAN|AE14 6595 7321 0720 5198 333]]
Beneficial owner (35%): [[PERSON|Shreya Kothandaraman]], passport Z7719042 (expired — reorder)
Relationship manager: [[PERSON|Hessa Al Ketbi]], [[EMAIL|hessa.alketbi@ecbank.ae]]`,
  `Motor insurance claim — first notification of loss
Insurer: [[ORG|Greyfriars General Insurance Ltd]]   Claim no. GFG/MTR/558102
Policyholder: [[PERSON|Imogen Thackeray]]   Date of birth: [[DATE_OF_BIRTH|30 September 1990]]
NI number (for the fraud check): [[NATIONAL_ID|PZ545369B]]
Phone: [[PHONE_E164|07400 264481]]   Email: [[EMAIL|imogen.thackeray@outlook.com]]
Incident: 17 Nov 2026, rear-ended at the Bell Lane roundabout by a white Transit.
Third party: [[PERSON|Darren Mullholland]], insured with [[ORG|Cobalt Motor Underwriters]], tel [[PHONE_E164|07400 194672]]
Witness: [[PERSON|Mark]] from the bakery (will call back). Mark the file "awaiting engineer".
Garage: [[ORG|Penhallow Body Repairs]] — estimate £2,318.40`,
  `Homeowners claim — adjuster notes (internal)
Carrier: [[ORG|Granite Shield Insurance Co.]]   Claim HO-26-0091187
Insured: [[PERSON|Lucinda Farraday]] & [[PERSON|Porter Farraday]]
Loss: burst pipe, 11/08/2026. Mitigation by [[ORG|DryRight Restoration LLC]] ([[PHONE_E164|(201) 509-5456]]).
Called insured at [[PHONE_E164|(201) 529-1323]], left VM. Spoke to [[PERSON|Porter]] 11/12: he will send photos to [[EMAIL|claims-upload@graniteshield.com]].
Contractor bid from [[ORG|Hollis & Sons Plumbing]]: $7,420.
Reserve set $9,500. Next diary 11/26. — adj. [[PERSON|Venkat Subramanyam]]`,
  `Schadenmeldung Hausrat — [[ORG|Allgäuer Landesversicherung VVaG]]
Versicherungsnehmer: [[PERSON|Korbinian Staudigl]], geb. am [[DATE_OF_BIRTH|28.02.1967]]
Vertragsnummer HR-88-301746, Schadennummer 2026-HR-019924
Schadenstag: 06.11.2026, Einbruch über die Terrassentür.
Gestohlen: MacBook Air, Leica Q2, Schmuck der Ehefrau [[PERSON|Resi Staudigl]].
Polizeiliches Aktenzeichen: 0471-26-118377 (PI Kempten)
Erstattung bitte auf [[IBAN|DE25 0591 8790 8329 6193 87]].
Rückfragen: [[PHONE_E164|01512 3093974]] oder [[EMAIL|k.staudigl@t-online.de]]
Sachbearbeiter: [[PERSON|Ömer Yıldırımtürk]], Durchwahl -212`,
  `Health insurance reimbursement claim
TPA: [[ORG|MediAssist Health Claims Pvt Ltd]] / Insurer: [[ORG|Suraksha General Insurance Co. Ltd.]]
Policy No. SGI/FL/2026/00441872   Member ID 441872-02
Insured: [[PERSON|Arvind Kulkarni]]   Patient: [[PERSON|Meenal Kulkarni]] (spouse), DOB [[DATE_OF_BIRTH|1984-12-09]]
Hospital: [[ORG|Deenanath Memorial Hospital]], IP no. [[MRN|IP2611-30482]]
Diagnosis: Dengue fever with thrombocytopenia. Admitted 3 days.
Claim amount ₹84,230. Bank: [[ORG|State Bank of India]], A/c 39112847720, IFSC SBIN0004419
Contact: [[PHONE_E164|081237 42242]], [[EMAIL|arvind.kulkarni@rediffmail.com]]
Aadhaar of insured: [[NATIONAL_ID|262421716893]]`,
  `INVOICE #INV-2026-1187
From: [[ORG|Quillfeather Design Studio LLC]], 88 Water St, Portland ME · [[URL|quillfeather.studio]]
Bill to: [[ORG|Marrowbone Ciderworks]], attn. [[PERSON|Hattie Ellsworth]]
Invoice date: Nov 20, 2026   Due: Dec 20, 2026   PO 4471-B
 Label redesign (3 SKUs)              $2,400.00
 Summer Sale point-of-sale kit          $650.00
 Print proofs, courier                  $118.75
Total due: $3,168.75
Pay by ACH (routing 011000138, acct 2219004477) or card via [[URL|https://billing.quillfeather.studio/i/1187]]
Questions: [[PERSON|Jonah Quill]] [[PHONE_E164|(201) 593-1407]] · [[EMAIL|jonah@quillfeather.studio]]`,
  `FATTURA N. 218/2026 del 24/11/2026
Cedente: [[ORG|Tipografia Ballarin & Figli S.r.l.]] — P.IVA 03318840271, Mestre (VE)
Cessionario: [[ORG|Osteria Ai Do Mori di Zanin Stefano]]
Referente: sig. [[PERSON|Stefano Zanin]], cell. [[PHONE_E164|312 346 6252]]
Descrizione: 2.000 menù plastificati, 500 biglietti da visita
Imponibile € 1.240,00 — IVA 22% € 272,80 — Totale € 1.512,80
Pagamento: bonifico a 30 gg su [[IBAN|IT75 F094 9170 3834 3320 2995 625]]
PEC: [[EMAIL|ballarinefigli@pec.it]] — tel. [[PHONE_E164|312 382 5036]]`,
  `TAX INVOICE
[[ORG|Lumen Harbour Pte. Ltd.]] (GST Reg. M90-3318842-K)
Customer: [[ORG|Kopi Loft Sdn Bhd]] — attention [[PERSON|Wong Mei Qi]] ([[PERSON|黄美琪]])
Invoice SG-0044218   Date 18 Nov 2026
 LED panel refit, 14 units          SGD 5,880.00
 GST 9%                             SGD   529.20
 Total                              SGD 6,409.20
PayNow UEN 201733184K or card ending 0041.
Contact [[PERSON|Rajesh s/o Muthusamy]] at [[PHONE_E164|8127 7639]] / [[EMAIL|accounts@lumenharbour.sg]]`,
  `CURRICULUM VITAE
[[PERSON|Anneliese Vogt-Okonkwo]]
[[EMAIL|anneliese.vogtokonkwo@posteo.de]] · [[PHONE_E164|+49 1512 3056303]] · [[URL|linkedin.com/in/avogtokonkwo]]
Berlin, born [[DATE_OF_BIRTH|11 June 1993]]

EXPERIENCE
2022–now  Clinical Data Manager, [[ORG|Charité Research Organisation GmbH]]
2019–2022 Study Coordinator, [[ORG|Helios Klinikum Emil von Behring]]
2017–2019 Research Assistant to Prof. [[PERSON|Wolfram Eisenhuth]], [[ORG|Universität Potsdam]]

SKILLS  REDCap, SAS, CDISC SDTM, German (native), English (C2), Igbo (B1)
REFERENCES  [[PERSON|Dr. Ingeborg Rasmussen]], [[EMAIL|i.rasmussen@cro-berlin.de]]`,
  `RÉSUMÉ — [[PERSON|Bilal Chraïbi]]
Casablanca / Paris · [[PHONE_E164|+212 6 50 26 93 96]] · [[PHONE_E164|+33 6 12 17 75 75]] · [[EMAIL|bilal.chraibi@protonmail.com]]
Portfolio : [[URL|https://bchraibi.dev]]  GitHub : [[URL|github.com/bchraibi]]
Né le [[DATE_OF_BIRTH|5 avril 1996]] à Fès

Expérience
• Développeur backend, [[ORG|Capgemini Technology Services SAS]] (2021–2026)
• Stagiaire, [[ORG|Maroc Telecom]] (2020)
Formation : [[ORG|École Mohammadia d'Ingénieurs]], diplôme 2020
Langues : arabe, français, anglais, tamazight (notions)`,
  `[[PERSON|Jordan Whitlock-Amadi]] ("[[PERSON|Jo]]") — Registered Nurse, BSN
[[PHONE_E164|(201) 511-7015]] | [[EMAIL|jo.whitlock.rn@gmail.com]] | Columbus, OH
LICENSE  Ohio RN 1.881204 (exp. 08/2028), BLS/ACLS
EXPERIENCE
Charge Nurse, Cardiac Step-Down — [[ORG|Mount Carmel East]] (2020–present)
Staff RN, Med-Surg — [[ORG|OhioHealth Grant Medical Center]] (2017–2020)
EDUCATION  BSN, [[ORG|Capital University]], 2017
REFERENCES  [[PERSON|Hope Garriga]], Nurse Manager, [[PHONE_E164|(201) 587-7654]] — I hope she answers quickly!`,
  `个人简历
姓名：[[PERSON|欧阳晓彤]]　性别：女　出生日期：[[DATE_OF_BIRTH|1995年10月3日]]
手机：[[PHONE_E164|131 2373 3569]]　邮箱：[[EMAIL|oyxiaotong@163.com]]
身份证号：（面试时提供）
工作经历：
2021.07–至今　[[ORG|杭州云栖智造科技有限公司]]　产品经理
2018.07–2021.06　[[ORG|网易（杭州）网络有限公司]]　用户研究
教育背景：[[ORG|浙江海洋大学]]　管理学硕士
推荐人：[[PERSON|贺俊峰]]（前主管），[[PHONE_E164|131 2307 1776]]`,
  `[[ORG|Brackenbury Lane Solicitors LLP]]
Our ref: EMT/4471/TRX   Your ref: CR-0099
[[PERSON|Ms Petra Okonjo-Lindgren]]
22 Hawthorne Rise, Leeds LS6 2QB
Dear Ms [[PERSON|Okonjo-Lindgren]],
Re: Estate of the late [[PERSON|Reginald Aldous Fairweather]] (d. 4 October 2026)
We act for the executors, [[PERSON|Marjorie Fairweather]] and [[ORG|Harcourt Trust Corporation Limited]]. The deceased's date of birth was [[DATE_OF_BIRTH|19 January 1938]]; please confirm this matches your records so the pension can be closed.
Please call [[PERSON|Elspeth Munro-Tait]] on [[PHONE_E164|07400 228217]] or write to [[EMAIL|emunrotait@brackenburylane.co.uk]].
Yours sincerely, Brackenbury Lane Solicitors LLP`,
  `DIENSTVERTRAG (Auszug)
zwischen der [[ORG|Halbritter Sensorik GmbH]], vertreten durch den Geschäftsführer [[PERSON|Dr. Arnulf Pfisterer]],
und Herrn [[PERSON|Levent Karagöl]], geboren am [[DATE_OF_BIRTH|07.09.1985]], wohnhaft Kolpingstraße 14, 86150 Augsburg
§ 1 Beginn: 01.01.2027. Position: Head of Quality (nicht leitender Angestellter).
§ 4 Vergütung auf das Konto [[IBAN|DE67 5778 3087 8320 2939 01]].
§ 12 Gerichtsstand Augsburg.
Kontakt Personal: [[PERSON|Sabine Ortlepp]], [[PHONE_E164|01512 3344003]], [[EMAIL|personal@halbritter-sensorik.de]]
Vertragsversion 3.2.0.1, Stand 19.11.2026`,
  `ENGAGEMENT LETTER
[[ORG|Pemberton Vance & Ruiz LLP]] · 1700 Market St, Philadelphia PA
November 24, 2026
[[PERSON|Cassius Drummond-Hale]], CEO
[[ORG|Tidewater Robotics, Inc.]]
Re: Series B financing
Dear Mr. [[PERSON|Drummond-Hale]]:
This letter confirms that the firm will represent Tidewater Robotics in the Series B led by [[ORG|Saltmarsh Ventures Fund III, L.P.]]. Partner in charge: [[PERSON|Genevieve Ruiz]] ([[PHONE_E164|(201) 522-2566]]; [[EMAIL|gruiz@pvrlaw.com]]). Associate: [[PERSON|Will Castellano]]. We will bill monthly; retainer $25,000.
Matter no. 2026-11-0458`,
  `COMMERCIAL INVOICE / EXPORT
Exporter: [[ORG|Thistledown Knitwear Ltd]], Hawick TD9, EORI GB771204339000
Consignee: [[ORG|株式会社 北斗テキスタイル]] (Hokuto Textile K.K.), Osaka
Contact consignee: [[PERSON|Ryota Hasegawa]] [[PHONE_E164|+81 90 1293 4536]]
HS code 6110.11 — 240 lambswool jumpers, value GBP 14,880.00, Incoterms DAP Osaka
AWB 176-44821093   Invoice TK-EXP-2026-117
Shipper contact: [[PERSON|Fiona Baird]] [[PHONE_E164|07400 923074]], [[EMAIL|exports@thistledownknit.co.uk]]
Country of origin: Scotland (UK)`,
  `BILL OF LADING — NON-NEGOTIABLE COPY
Carrier: [[ORG|Nordzee Container Lines B.V.]]   B/L No. NZCL-RTM-2611-4471
Shipper: [[ORG|Van Dalen Tuinbouwtechniek B.V.]], Naaldwijk
Consignee: [[ORG|Agrosol Chile Ltda.]], Valparaíso — attn. [[PERSON|Catalina Urrejola]], [[PHONE_E164|+56 2 2161 4293]]
Notify: [[ORG|Transitarios del Pacífico S.A.]]
Vessel MV Oranje Merel, voyage 046W. Port of loading Rotterdam, discharge San Antonio.
Container MSKU 771204-3, seal 0044182. 18 pallets greenhouse controllers.
Agent Rotterdam: [[PERSON|Ruud Zwartjes]] [[PHONE_E164|06 12418415]]`,
  `CBP Form 7501 — entry summary (excerpt)
Importer of record: [[ORG|Blue Heron Outdoor Supply Co.]]   IOR no. 88-2219044
Broker: [[ORG|Lakeshore Customs Brokerage, Inc.]] — filer code L4T
Entry no. L4T-0091182-6   Port 3901 (Chicago)
Manufacturer: [[ORG|Ningbo Jiahe Outdoor Products Co., Ltd.]]
Contact at importer: [[PERSON|Marcy Holmqvist]], [[PHONE_E164|(201) 581-6124]], [[EMAIL|mholmqvist@blueheronoutdoor.com]]
Note from broker: ACE portal session logged from [[IPV4|64.59.118.203]]. Software build 7.4.2.19.`,
  `ASSURED SHORTHOLD TENANCY AGREEMENT
Landlord: [[PERSON|Gideon Ashworth-Bell]] c/o [[ORG|Kittering & Hale Lettings]]
Tenant(s): [[PERSON|Noor Al-Habsi]] and [[PERSON|Seren Pritchard]]
Property: Flat 2, 41 Summerhill Road, Bristol BS5
Term 12 months from 1 December 2026. Rent £1,350 pcm, deposit £1,557 registered with [[ORG|The Deposit Protection Service]].
Rent to: [[IBAN|GB77 CDRP 4435 2424 3585 21]] (ref 41SUMM-F2)
Emergency repairs: [[PHONE_E164|07400 447276]]. Agent: [[PERSON|Tamsin Colley]], [[EMAIL|tamsin@kitteringhale.co.uk]]`,
  `CONTRATO DE ARRENDAMIENTO DE VIVIENDA
En Valencia, a 20 de noviembre de 2026.
De una parte, D. [[PERSON|Vicente Albiñana Peris]], mayor de edad, con DNI 22819034-T (arrendador).
De otra, Dña. [[PERSON|Yolanda Crespo Marín]], nacida el [[DATE_OF_BIRTH|3 de marzo de 1992]] (arrendataria).
Vivienda: c/ de la Reina 44, 3º, Cabanyal.
Renta: 780 € mensuales, domiciliados en [[IBAN|ES08 0593 9803 5202 2580 6624]].
Fianza depositada en la [[ORG|Generalitat Valenciana]] (IVACE).
Teléfonos: [[PHONE_E164|612 55 91 84]] / [[PHONE_E164|612 46 11 85]]`,
  `NEW HIRE FORM — [[ORG|Kestrel Point Hospitality Group]]
Employee name: [[PERSON|Bao Tran Nguyen]]      Preferred name: [[PERSON|Bobby]]
DOB: [[DATE_OF_BIRTH|07/04/1999]]      SSN: [[SSN|765-63-0517]]
Position: Line Cook, Harbor Grille (dept 220)
Start date: 12/01/2026     Pay rate $19.50/hr
Direct deposit: routing 121000358, acct 00718820411 (checking)
Emergency contact: [[PERSON|Huong Nguyen]] (mother) [[PHONE_E164|(201) 566-6656]]
Cell: [[PHONE_E164|(201) 559-5466]]   Email: [[EMAIL|baotran.nguyen99@yahoo.com]]
HR rep: [[PERSON|Summer Delafosse]] — note: Summer Menu training on Monday.`,
  `Formulaire d'entrée — Ressources humaines
Société : [[ORG|Groupe Vallorbe Industries SAS]]
Salarié(e) : [[PERSON|Maëlys Rabearivelo]]
Date de naissance : [[DATE_OF_BIRTH|21/06/1997]]   Lieu : Antananarivo (Madagascar)
N° de sécurité sociale : communiqué séparément
Poste : Technicienne méthodes, service Industrialisation
RIB : [[IBAN|FR76 4070 0765 7792 1369 5455 623]]
Téléphone : [[PHONE_E164|06 12 17 90 68]]   Courriel : [[EMAIL|maelys.rabea@gmail.com]]
Manager : [[PERSON|Benoît Lescure]] — Visite médicale prévue le 2 décembre.`,
  `customer_id,full_name,email,phone,dob,iban,last_login_ip
C-004471,[[PERSON|Henrik Aaltonen]],[[EMAIL|henrik.aaltonen@elisanet.fi]],[[PHONE_E164|+358412404377]],[[DATE_OF_BIRTH|1978-03-21]],[[IBAN|FI0815114524828291]],[[IPV4|91.152.44.17]]
C-004472,[[PERSON|Solveig Brekke]],[[EMAIL|solveig.b@online.no]],[[PHONE_E164|+4740607563]],[[DATE_OF_BIRTH|1990-11-02]],[[IBAN|NO4380856318463]],[[IPV4|84.208.121.6]]
C-004473,[[PERSON|Mads Kjærsgaard]],[[EMAIL|mads@kjaersgaard.dk]],[[PHONE_E164|+4534463815]],[[DATE_OF_BIRTH|1985-07-30]],[[IBAN|DK3845622013932602]],[[IPV4|87.61.203.88]]
C-004474,[[PERSON|Ebba Lindquist-Ahl]],[[EMAIL|ebba.lindstrom@telia.se]],[[PHONE_E164|+46701667278]],[[DATE_OF_BIRTH|2001-01-15]],[[IBAN|SE3208979638163572529228]],[[IPV4|81.226.19.240]]`,
  `Date,Description,Card,Amount,Category
2026-11-01,[[ORG|Hillcrest Warehouse Club]] #1142,[[CREDIT_CARD|5383892689088389]],-212.48,Groceries
2026-11-03,[[ORG|Lyft]] *Ride,[[CREDIT_CARD|5301071740797127]],-18.20,Transport
2026-11-04,Zelle from [[PERSON|Kendra Oyelowo-Price]],,+150.00,Transfer
2026-11-06,[[ORG|Comcast Xfinity]],,-89.99,Utilities
2026-11-09,[[ORG|Blue Bottle Coffee]],,-6.75,Dining
2026-11-11,Refund [[ORG|Cascadia Outfitters]] order 7731204,,+129.00,Shopping
2026-11-12,Venmo [[PERSON|mikey_tran]],,-40.00,Transfer
Exported by [[EMAIL|r.oyelowo@icloud.com]] from [[URL|https://secure.hearthsidebank.com/export]] v2.8.1.4`,
  `| Employee | Dept | Start | Mobile | NINO / Tax ID |
|---|---|---|---|---|
| [[PERSON|Ayodele Fashola]] | Finance | 03/2021 | [[PHONE_E164|+44 7400 532443]] | [[NATIONAL_ID|AS 61 28 85 B]] |
| [[PERSON|Kirsty McAlinden]] | Warehouse | 11/2019 | [[PHONE_E164|+44 7400 718840]] | [[NATIONAL_ID|YT040921D]] |
| [[PERSON|Przemysław Kołodziejczyk]] | Transport | 06/2024 | [[PHONE_E164|+48 512 551 595]] | [[NATIONAL_ID|HH763460D]] |
| [[PERSON|Rose Whitely]] | HR | 01/2018 | [[PHONE_E164|+44 7400 400118]] | [[NATIONAL_ID|SJ 72 07 86 B]] |
Note: Rose Garden Café vouchers for all four. Invalid NINO TN 44 18 20 C was rejected by payroll.
Export from [[ORG|Merrowgate Payroll Services Ltd]], run 2026-11-27.`,
  `[[ORG|주식회사 하늘정밀]] 인사기록카드
성명: [[PERSON|배지훈]] (영문: [[PERSON|Jihoon Bae]])
생년월일: [[DATE_OF_BIRTH|1991년 2월 27일]]
휴대전화: [[PHONE_E164|010-2075-5544]]   비상연락처: [[PERSON|배수연]] (누나) [[PHONE_E164|010-2024-8412]]
이메일: [[EMAIL|jihoon.bae@haneul-p.co.kr]]
급여계좌: 국민은행 412-21-0099183
부서: 품질보증팀 / 직급: 대리
입사일: 2026-12-01. 사내 VPN 접속 IP [[IPV4|10.44.18.202]]`,
  `ใบสมัครเปิดบัญชีเงินฝาก — [[ORG|ธนาคารศรีอยุธยาพัฒนา จำกัด (มหาชน)]]
ชื่อ-นามสกุล: นางสาว[[PERSON|พิมพ์ชนก ศรีวิไลวรรณ]]
Name (English): [[PERSON|Pimchanok Sriwilaiwan]]
วันเกิด: [[DATE_OF_BIRTH|15 มีนาคม 2538]]
โทรศัพท์มือถือ: [[PHONE_E164|081 254 4950]]
อีเมล: [[EMAIL|pimchanok.s@hotmail.co.th]]
อาชีพ: พยาบาล [[ORG|โรงพยาบาลบำรุงราษฎร์]]
ผู้แนะนำ: คุณ[[PERSON|ธีรวัฒน์ อินทรประเสริฐ]] [[PHONE_E164|081 229 5395]]
รหัส OTP 448210 ห้ามเปิดเผย`,
  `АНКЕТА КЛИЕНТА — физическое лицо
Банк: [[ORG|АО «Северный Кредитный Союз»]]
ФИО: [[PERSON|Жаворонкова Полина Игоревна]]
Дата рождения: [[DATE_OF_BIRTH|08.12.1987]]
Телефон: [[PHONE_E164|8 (912) 374-54-46]], доп. [[PHONE_E164|8 (912) 353-21-60]]
E-mail: [[EMAIL|p.zhavoronkova@yandex.ru]]
Место работы: [[ORG|ООО «Уралмехснаб»]], главный бухгалтер
Счёт № 40817810400004471203 (не IBAN)
Менеджер: [[PERSON|Тимур Габдрахманов]]`,
  `ΑΙΤΗΣΗ ΣΤΕΓΑΣΤΙΚΟΥ ΔΑΝΕΙΟΥ
Τράπεζα: [[ORG|Τράπεζα Κυκλάδων Α.Ε.]]
Αιτών: [[PERSON|Κωνσταντίνος Παπαδημητρίου]], ημ. γέννησης [[DATE_OF_BIRTH|02/05/1980]]
Συνοφειλέτρια: [[PERSON|Ελευθερία Σταματοπούλου]]
Τηλέφωνο: [[PHONE_E164|691 247 5019]], κινητό [[PHONE_E164|691 247 9869]]
IBAN μισθοδοσίας: [[IBAN|GR33 1552 5057 1411 6507 3531 506]]
Εργοδότης: [[ORG|ΔΕΗ Α.Ε.]]
Ποσό: 145.000 €, διάρκεια 25 έτη. Αρ. αίτησης 2026/ΣΤ/44718`,
  `טופס תביעה — ביטוח בריאות
חברת ביטוח: [[ORG|הראל חברה לביטוח בע"מ]]
שם המבוטח: [[PERSON|אביגיל רוזנבלט]]   תאריך לידה: [[DATE_OF_BIRTH|12.04.1975]]
טלפון: [[PHONE_E164|050-272-0248]]   דוא"ל: [[EMAIL|avigail.r@walla.co.il]]
הרופא המטפל: ד"ר [[PERSON|יואב שפירא]], [[ORG|המרכז הרפואי שערי צדק]]
מספר תיק רפואי: [[MRN|7710942]]
סכום התביעה: 3,850 ₪ — ניתוח קטרקט
חשבון להחזר: [[IBAN|IL88 6721 2795 5587 9781 732]]`,
  `طلب فتح حساب — [[ORG|مصرف الواحة الأهلي]]
الاسم: [[PERSON|عبدالرحمن بن سعود القحطاني]]
Name: [[PERSON|Abdulrahman Al-Qahtani]]
تاريخ الميلاد: [[DATE_OF_BIRTH|1410/03/14 هـ]]
الجوال: [[PHONE_E164|051 222 1769]]
البريد: [[EMAIL|a.alqahtani@outlook.sa]]
جهة العمل: [[ORG|شركة نجد للطاقة المتجددة]]
الآيبان المحول منه: [[IBAN|SA35 3728 5319 7603 8445 6626]]
رقم الطلب 4471-2026-0092`,
  `Sigorta Hasar İhbar Formu — [[ORG|Anadolu Güven Sigorta A.Ş.]]
Sigortalı: [[PERSON|Elif Naz Karakaya]]   Doğum tarihi: [[DATE_OF_BIRTH|19.01.1994]]
Cep: [[PHONE_E164|0501 279 15 81]]   E-posta: [[EMAIL|elifnaz.karakaya@gmail.com]]
Hasar: 14.11.2026 tarihinde Kadıköy'de su baskını.
Eksper: [[PERSON|Murat Sözeri]], [[PHONE_E164|0501 267 38 38]]
Ödeme IBAN: [[IBAN|TR83 8541 2723 5635 3559 5538 42]]
Poliçe no: 7701-4418-22 (kredi kartı değil)`,
  `Zgłoszenie szkody komunikacyjnej — [[ORG|Towarzystwo Ubezpieczeń Wisła S.A.]]
Poszkodowany: [[PERSON|Bartłomiej Wróblewski]], ur. [[DATE_OF_BIRTH|30.06.1982]]
Sprawca: [[PERSON|Zofia Gąsiorowska-Nowak]], polisa OC 9044-118820
Tel.: [[PHONE_E164|512 629 609]], e-mail [[EMAIL|b.wroblewski@wp.pl]]
Warsztat: [[ORG|Auto-Serwis Kmiecik sp. z o.o.]], [[PHONE_E164|512 900 327]]
Odszkodowanie na rachunek [[IBAN|PL92 4797 7961 1862 9310 5881 6043]]`,
  `NOTA FISCAL DE SERVIÇOS — resumo
Prestador: [[ORG|Cacau & Cia Consultoria Ltda.]] — CNPJ 12.441.870/0001-09
Tomador: [[ORG|Padaria Flor de Minas ME]], responsável Dona [[PERSON|Lourdes Teixeira]]
Serviço: consultoria em boas práticas — novembro/2026
Valor: R$ 3.200,00 — ISS 5%
Contato: [[PERSON|Caio Vasconcellos]], [[PHONE_E164|(11) 96142-8778]], [[EMAIL|caio@cacauecia.com.br]]
Pagamento via PIX (chave: CNPJ) ou boleto 34191.79001 01043.510047`,
  `FACTURA (CFDI 4.0) — representación impresa
Emisor: [[ORG|Refacciones del Bajío S.A. de C.V.]]   RFC RBA1907223K9
Receptor: [[ORG|Transportes Huitzilac S.A.P.I. de C.V.]]
Atención: Ing. [[PERSON|Rogelio Anzures Tapia]], cel. [[PHONE_E164|222 179 7030]]
Folio 4471   Fecha 21/11/2026
 Balatas, filtros y aceite  $18,420.00 MXN
CLABE para depósito: 012180001182294471 (no es IBAN)
Dudas: [[EMAIL|facturacion@refabajio.mx]] · tel. [[PHONE_E164|222 154 5584]]`,
  `Rechnung Nr. 2026-0871
[[ORG|Schreinerei Zürcher & Bärtschi AG]], Burgdorf
An: Frau [[PERSON|Ursina Caflisch]], Gartenweg 9, 3400 Burgdorf
Einbauschrank Ahorn, Montage 17.11.2026 — CHF 4'860.00 inkl. MWST
Zahlbar innert 30 Tagen auf [[IBAN|CH48 3964 5395 0685 1757 5]]
QR-Rechnung liegt bei. Fragen: [[PERSON|Reto Bärtschi-Flury]], [[PHONE_E164|078 107 74 41]], [[EMAIL|info@zuercher-baertschi.ch]]`,
  `Mahnung — 2. Zahlungserinnerung
[[ORG|Wiener Hausverwaltung Prochaska & Söhne GmbH]]
Sehr geehrter Herr [[PERSON|Dragan Milosavljević]],
die Betriebskostenabrechnung 2025 (€ 611,20) ist seit 30.10.2026 offen.
Bitte überweisen Sie auf [[IBAN|AT08 0864 1056 8382 3295]], Verwendungszweck Top 14/Milosavljević.
Bei Fragen erreichen Sie Frau [[PERSON|Gudrun Haslinger]] unter [[PHONE_E164|0664 856872]].`,
  `From: [[PERSON|Priya Natarajan-Holt]] <[[EMAIL|priya.natarajan@lakeviewpeds.org]]>
To: [[EMAIL|records@stjudesouthclinic.org]]
Subject: Records request — [[PERSON|Eliana Brooks-Mendez]], DOB [[DATE_OF_BIRTH|2019-05-08]]
Hi team,
We're seeing Eliana at [[ORG|Lakeview Pediatrics]] for a new-patient visit Monday. Could you fax her immunization record and growth charts to [[PHONE_E164|(201) 567-8946]]? Her MRN with you was [[MRN|SJ-4471920]] per the mother, [[PERSON|Yesenia Mendez]] ([[PHONE_E164|(201) 553-0943]]).
Thanks! Priya`,
  `Subject: FW: Your card ending 7714 — blocked
From: [[EMAIL|no-reply@alerts.corrievale-bank.co.uk]]
Dear [[PERSON|Alasdair]],
We blocked your debit card after 3 attempts at [[ORG|Currys]] online. If this was you, call [[PHONE_E164|07400 124839]].
Never share your passcode (we sent 551903 at 14:02).
---- forwarded by [[PERSON|Alasdair Rennie]] to [[PERSON|Moira]] ----
moira can you ring them, I'm on the train. their portal is [[URL|corrievale-bank.co.uk/help]]`,
  `#billing-escalations (Slack)
[[PERSON|dana.k]] 10:14 customer [[PERSON|Vernon Hobbes]] says we charged [[CREDIT_CARD|3738 925566 87712]] twice for order 55-88120
[[PERSON|lucas_r]] 10:15 looking. card in stripe shows 3453 708425 26232? that's not luhn valid, typo
[[PERSON|dana.k]] 10:16 his email is [[EMAIL|vhobbes@hobbesfarms.com]], phone [[PHONE_E164|(201) 566-3249]]
[[PERSON|lucas_r]] 10:19 refunded the dupe. will mark as resolved
[[PERSON|mark.oduya]] 10:21 Mark here — also flag his account, [[ORG|Hobbes Family Farms LLC]] is on net-30`,
  `WhatsApp
[28/11/26, 9:02 am] [[PERSON|Ritu]] Didi: Bhaiya, Amma's discharge papers from [[ORG|Narayana Health]] are here
[28/11/26, 9:03 am] [[PERSON|Ritu]] Didi: UHID [[MRN|NH-20931771]], DOB on it says [[DATE_OF_BIRTH|05-01-1956]]
[28/11/26, 9:04 am] [[PERSON|sunil]]: ok send pdf. insurance wala [[PERSON|Mr Joshi]] number [[PHONE_E164|081236 63051]]
[28/11/26, 9:06 am] [[PERSON|Ritu]] Didi: Dr. [[PERSON|Harshvardhan Sethi]] said review on Monday, call [[PHONE_E164|081233 21123]]
[28/11/26, 9:07 am] [[PERSON|sunil]]: 👍 will call`,
  `Ticket #48120 — Rückerstattung
Kunde: [[PERSON|Wiebke Harmsen]] ([[EMAIL|wiebke.harmsen@gmx.de]])
Bestellung 3018-2261 bei [[ORG|Nordlicht Möbelhaus GmbH]]
Nachricht: "Der Tisch kam beschädigt. Bitte erstatten auf [[IBAN|DE69 0300 3757 9716 2188 94]]. Rückruf gern unter [[PHONE_E164|01512 3603870]]."
Interne Notiz ([[PERSON|jens.b]]): Erstattung 349,00 € freigegeben, Spedition [[ORG|Hermes Germany GmbH]] informiert.
Falsch notierte IBAN aus Altsystem: DE41 9916 1864 4256 5026 62 — nicht verwenden.`,
  `【お問い合わせ】返金について
お名前：[[PERSON|佐々木 遥]]（ささき はるか）様
メール：[[EMAIL|haruka.sasaki@docomo.ne.jp]]
電話番号：[[PHONE_E164|090-1237-6948]]
ご注文番号：JP-2611-44718
内容：[[ORG|ヤマブキ衣料]]で購入したダウンジャケットが届きません。
担当：カスタマーサポート [[PERSON|小野塚]]
返信先：[[URL|https://support.example-shop.jp/ticket/44718]]`,
  `PRESCRIPTION
[[ORG|Sunrise Multispeciality Clinic]], Koramangala · Ph [[PHONE_E164|081231 74255]]
Dr. [[PERSON|Aishwarya Hegde]] MBBS, MD (Gen Med) — Reg. No. KMC 88124
Patient: [[PERSON|Mohammed Irfan Shaikh]]   Age 34 / M   OP No. [[MRN|SMC/OP/44712]]
Date: 26/11/2026
Rx
1. Tab. Azithromycin 500 mg — 1-0-0 × 3 days
2. Tab. Paracetamol 650 mg — SOS
3. Syp. Ascoril LS 10 ml TDS
Advice: steam inhalation, review after 5 days. Next visit: Monday.
श्री [[PERSON|इरफ़ान शेख]] — दवा खाने के बाद लें।`,
  `RADIOLOGY REPORT
[[ORG|Palisades Imaging Associates]]
Patient: [[PERSON|HOLLOWAY, Bernadette J]]   MRN: [[MRN|PIA0044719]]   DOB: [[DATE_OF_BIRTH|10/27/1962]]
Exam: MRI lumbar spine w/o contrast   Accession 88120441
Referring: [[PERSON|Cormac Delaney]], DO — [[ORG|Sierra Vista Family Medicine]]
Impression: L4-5 broad-based disc protrusion with moderate left foraminal narrowing.
Electronically signed by [[PERSON|Rashida Evans-Toure]], MD, 11/21/2026 16:42.
Results line: [[PHONE_E164|(201) 538-1330]] · Portal [[URL|https://portal.palisadesimaging.com]]`,
  `Discharge letter — [[ORG|Groote Kloof Private Hospital]]
Patient: [[PERSON|Sizwe Dlamini-Nkosi]]   Hosp no. [[MRN|GK-9931047]]   Born [[DATE_OF_BIRTH|1 December 1979]]
Dear Dr [[PERSON|Naidoo]],
Mr Mahlangu was admitted with community-acquired pneumonia (right lower lobe). He improved on Augmentin IV and is discharged on oral therapy.
Please check FBC in one week. Medical aid: [[ORG|Bophelo Medical Scheme]] — member no. 441870221.
Ward sister [[PERSON|Thandeka Zungu]]: [[PHONE_E164|071 112 4928]]. His wife [[PERSON|Nomvula]]: [[PHONE_E164|071 137 6811]]`,
  `Referto di laboratorio — [[ORG|Laboratorio Analisi Cliniche San Giorgio S.r.l.]]
Paziente: [[PERSON|Gaetano Lo Presti]]   Nato il [[DATE_OF_BIRTH|14/08/1949]]   ID paziente [[MRN|LSG-771894]]
Medico richiedente: dott.ssa [[PERSON|Rosaria Finocchiaro]]
 Creatinina 1,41 mg/dL (↑)   eGFR 49 mL/min
 Potassio 5,2 mmol/L
 PSA totale 6,8 ng/mL
Commento: si consiglia visita urologica.
Ritiro referti online: [[URL|www.labsangiorgio.it/referti]] — codice ritiro 4471-XG (monouso)
Info: [[PHONE_E164|312 376 0628]]`,
  `Overdrachtsformulier verpleging — [[ORG|Ziekenhuis Gelderse Vallei]]
Cliënt: [[PERSON|Aaltje Wiersma-de Boer]], geb. [[DATE_OF_BIRTH|23-07-1938]]
Patiëntnummer: [[MRN|7044189]]
Overdracht naar: [[ORG|Zorggroep Noorderbreedte]], locatie Hof van Friesland
Diagnose: heupfractuur li, status na DHS 14-11.
Mobiliteit: met rollator, 1 persoon begeleiding. Decubitus: nee.
Contactpersoon: dochter [[PERSON|Hennie]] [[PHONE_E164|06 12266352]]
Wijkverpleegkundige: [[PERSON|Sanne Hoekstra]], [[PHONE_E164|06 12292199]], [[EMAIL|s.hoekstra@noorderbreedte.nl]]`,
  `Relatório de alta — [[ORG|Hospital de Santa Marta]]
Doente: [[PERSON|Joaquim Albuquerque Serrano]], n.º processo [[MRN|18847290]], data de nascimento [[DATE_OF_BIRTH|06-02-1947]]
Internamento por insuficiência cardíaca descompensada (11 a 19/11/2026).
Medicação: Furosemida 40 mg, Bisoprolol 5 mg, Entresto 49/51 mg.
Consulta de Cardiologia a 15/12 com a Dr.ª [[PERSON|Inês Carrilho]].
Contacto do filho: [[PERSON|Rui Serrano]] [[PHONE_E164|912 810 791]]
Serviço: [[PHONE_E164|912 253 714]]`,
  `Subject: Onboarding docs — [[ORG|Meridian Crest Title & Escrow]]
From: [[PERSON|Gloria Fenstermacher]] <[[EMAIL|gfenstermacher@meridiancrest.com]]>
Hi [[PERSON|Kwame]] and [[PERSON|Adaeze Boateng]],
For closing on 4418 Wren Hollow Dr we still need: copy of IDs, and the SSN for Adaeze (we have Kwame's, [[SSN|814 94 6665]]). Please don't email it — call me at [[PHONE_E164|(201) 565-9299]].
Wire instructions will ONLY come by phone; wire fraud is common. Our escrow no. is 26-0091447.
Closing Tuesday 10am. — Gloria`,
  `Subject: Re: Mortgage approval in principle
From: [[EMAIL|aoife.nimhurchu@gmail.com]]
To: [[PERSON|Declan Fitzsimons]] ([[ORG|Lough Derg Credit Union]])
Hi Declan,
Attached payslips from [[ORG|Kerry Dairy Ingredients Ltd]]. My PPS I'll give over the phone. DOB is [[DATE_OF_BIRTH|17/10/1989]] (the form had it wrong as 17/01).
Partner is [[PERSON|Cathal Ó Briain]], mobile [[PHONE_E164|085 024 4602]], mine [[PHONE_E164|085 000 6744]].
Our savings are with [[IBAN|IE14 ENLH 7699 4784 0980 25]].
Thanks, [[PERSON|Aoife Ní Mhurchú]]`,
  `M-PESA statement extract — [[ORG|Safaricom PLC]]
Customer: [[PERSON|Wanjiru Kamau Githongo]]   Mobile [[PHONE_E164|0712 710856]]
Receipt     Date        Details                                   Amount
SKQ4471AB  03/11/2026  Pay Bill [[ORG|Kisumu Water & Sanitation Co.]] acc 37710442      -2,140
SKR8820CD  07/11/2026  Received from [[PERSON|Otieno Ouma]] [[PHONE_E164|0712 884443]]        +5,000
SKS1182EF  12/11/2026  Buy Goods [[ORG|Naivas Supermarket]] till 44711 -1,362
SKT9031GH  20/11/2026  Sent to [[PERSON|faith mwangi]] [[PHONE_E164|0712 246124]]            -800
Keep the faith — and your PIN — private.`,
  `Loan Disclosure Statement
Lender: [[ORG|Bayanihan Rural Bank, Inc.]]
Borrower: [[PERSON|Maria Lourdes Dimaculangan]] ("[[PERSON|Malou]]")
Birthdate: [[DATE_OF_BIRTH|Hunyo 12, 1986]]
Co-maker: [[PERSON|Rodelio Panganiban]], [[PHONE_E164|0905 169 1307]]
Mobile: [[PHONE_E164|0905 111 1498]]   Email: [[EMAIL|malou.dimaculangan@yahoo.com.ph]]
Loan: ₱120,000 sari-sari store expansion, 24 months, 1.5% monthly add-on
Collector: Kuya [[PERSON|Jun]], i.e. loan officer [[PERSON|Junrey Macaraeg]]`,
  `Pojistná událost — hlášení
Pojišťovna: [[ORG|Vltavská pojišťovna, a.s.]]
Pojištěný: [[PERSON|Radek Šťastný]], nar. [[DATE_OF_BIRTH|11. 4. 1977]]
Telefon: [[PHONE_E164|601 244 516]], e-mail [[EMAIL|radek.stastny@seznam.cz]]
Popis: krupobití 9. 11. 2026, poškozená střecha rodinného domu.
Odhadce: Ing. [[PERSON|Jitka Vondráčková]], [[PHONE_E164|601 076 849]]
Plnění na účet [[IBAN|CZ21 5193 3327 2616 6637 9533]]`,
  `Számla — [[ORG|Duna-Kert Kertépítő Kft.]]
Vevő: [[PERSON|Szabó-Kertész Réka]], Szentendre
Számlaszám: DK-2026/0447   Teljesítés: 2026.11.18.
Tétel: gyepszőnyeg 120 m², öntözőrendszer telepítése — 1 184 000 Ft
Fizetés átutalással: [[IBAN|HU31 5955 1072 6232 3968 1329 6051]]
Kapcsolattartó: [[PERSON|Halász Bence]], [[PHONE_E164|06 20 193 0695]], [[EMAIL|bence@dunakert.hu]]`,
  `Contract de prestări servicii nr. 118/2026
Între [[ORG|Carpatica Codeworks SRL]], reprezentată de [[PERSON|Ioana Mărginean]], administrator,
și [[ORG|Tipografia Nord-Vest S.A.]], prin [[PERSON|Horațiu Dobrescu]].
Obiect: dezvoltare aplicație de comenzi, versiunea 1.4.2.7.
Plata în contul [[IBAN|RO24 ZWWK 5109 7565 2654 1466]].
Contact: [[PHONE_E164|0712 044 334]] · [[EMAIL|office@carpaticasoft.ro]]`,
  `Customs declaration (C88 / SAD) — import, extract
Declarant: [[ORG|Felixstowe Gateway Forwarding Ltd]] — agent [[PERSON|Harpreet Sandhawalia]], [[PHONE_E164|07400 535794]]
Importer: [[ORG|Blackthorn Kitchenware Ltd]]
Exporter: [[ORG|Guangzhou Hengli Metal Products Co., Ltd.]] (广州恒力金属制品有限公司)
Commodity 7323.93 — stainless steel pans, 1,200 cartons. CPC 40 00 000.
MRN (movement reference — not a patient id) 26GB44718820091A2. Container TGHU 884120-7.
Duty deferment 4471882. Contact importer: [[EMAIL|imports@blackthornkitchen.co.uk]]`,
  `LEASE RENEWAL NOTICE
[[ORG|Willowbend Apartments LLC]] · Resident Services
To: [[PERSON|Tyrese Coleman]] & [[PERSON|April Danvers]], Unit 14C
Your lease ends January 31, 2027. New rent $1,645/mo (from $1,590). In April we repave lot B.
Sign via [[URL|https://residents.willowbendliving.com/renew]] by Dec 15.
Questions: [[PERSON|Brenda Kowalczyk]], leasing manager, [[PHONE_E164|(201) 507-2672]]
Resident portal login from [[IPV4|172.58.44.19]] flagged — please reset your password.`,
  `EMPLOYMENT VERIFICATION REQUEST
To: HR, [[ORG|Sandhill Medical Devices Corp.]]
Re: [[PERSON|Grant Ebersole]], DOB [[DATE_OF_BIRTH|3/9/1988]], SSN ending -4471
Lender: [[ORG|Keystone Home Lending]] — processor [[PERSON|Lakshmi Vaidyanathan]] [[PHONE_E164|(201) 537-1939]], fax [[PHONE_E164|(201) 542-1758]]
Please confirm dates of employment and base pay. Borrower authorization attached.
Full SSN on the authorization: [[SSN|585987968]]
Secure upload: [[URL|verify.keystonehl.com/evoe]]`,
  `Bonjour [[PERSON|Clémence]],
je te transfère le relevé de la carte pro. Il y a deux débits [[ORG|SNCF Connect]] que je ne reconnais pas.
Carte : [[CREDIT_CARD|4108 5033 1128 8142]] (celle de [[PERSON|Gaspard Lheureux]])
Le numéro sur la note de frais est faux : 4480 1209 4252 8498.
Peux-tu appeler la banque au [[PHONE_E164|06 12 61 85 86]] ? Moi je suis joignable au [[PHONE_E164|06 12 53 92 77]].
Merci ! [[PERSON|Anouk]] — compta, [[ORG|Atelier Lheureux & Fils SARL]]`,
  `Deploy log — claims-portal
2026-11-27T02:14:07Z build 4.12.0.7 pushed to prod by ci-bot
2026-11-27T02:14:39Z healthcheck 200 from localhost:8080 (internal)
2026-11-27T02:15:02Z version string 3.1.4.15 reported by legacy client
2026-11-27T02:16:44Z test fixture card 4111 1111 1111 1112 rejected (bad check digit)
2026-11-27T02:16:45Z test SSN 000-12-3456 rejected, 912-04-7710 rejected
2026-11-27T02:17:10Z test IBAN GB21 YWJA 5978 5484 2969 07 rejected (mod-97)
2026-11-27T02:18:00Z one-time code 774120 issued to session 8a1f-44c2 (masked user)
2026-11-27T02:19:30Z order 2026-118-44710 replayed; invoice INV-99120 regenerated`,
  `Reconciliation notes — unmatched items (no customer data; test rows only)
Row 14: card 5412 7511 2044 8813 — Luhn fails, discarded as keying error.
Row 15: IBAN DE20 3883 7210 3336 6647 30 — check digits wrong, sent back to branch.
Row 16: SSN 666-31-0492 — invalid area, synthetic test record.
Row 17: Aadhaar 5543 9410 6696 — checksum fails.
Row 18: tracking 1Z 44A 718 03 9921 4471, amount 1,218.40, date 2026-11-20.
Reviewed Thursday; nothing to escalate. Next run: December batch, Black Friday volume expected.`,
  `Tax invoice — [[ORG|Wattle & Gum Landscaping Pty Ltd]] (ABN 41 118 820 447)
Client: [[PERSON|Bronwyn Achterberg]], 7 Banksia Crt, Toowoomba QLD
Job: retaining wall + turf, completed 19/11/2026
Total inc GST: $8,910.00
EFT: BSB 064-118 Acct 10447720
Or card by phone: [[PHONE_E164|0412 745 327]] (ask for [[PERSON|Daz]])
Mobile [[PERSON|Darren Kettleborough]] [[PHONE_E164|0412 801 849]] · [[EMAIL|accounts@wattleandgum.com.au]]`,
];
