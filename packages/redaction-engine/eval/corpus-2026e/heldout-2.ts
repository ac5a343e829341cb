// Corpus 2026e, part 2: held-out documents (issue 22, point 6; decision 0050). Never used while tuning:
// only the lead runs the engine on it, and only to report aggregate scores. See README-2.md.
// Each comment names the genre and the region the document is set in.
export const HELDOUT_E_2_CORPUS: readonly string[] = [
  // 1. discharge letter (GB)
  `Whitcombe Vale NHS Foundation Trust - Department of Respiratory Medicine
Ward 9B, direct line [[PHONE_E164|0117 496 9196]]

DISCHARGE SUMMARY
Patient: [[PERSON|Okonkwo-Reade, Adaeze]]    NHS No: [[MRN|116 675 7625]]
DOB: [[DATE_OF_BIRTH|14/02/1961]]   Hospital no: [[MRN|WV4471023]]
Admitted 03/11/2026, discharged 11/11/2026
Consultant: Dr [[PERSON|Piers Haldane]]   GP: Dr [[PERSON|Manpreet Sandhu]], [[ORG|Ashgrove Lane Surgery]]

Dear Dr [[PERSON|Sandhu]],
Adaeze was admitted with an infective exacerbation of COPD. She improved on nebulisers and oral
steroids. Home O2 assessment booked with [[ORG|Avonside Community Respiratory Team]] on 24/11.
Her daughter [[PERSON|Chioma]] ([[PHONE_E164|07293 580131]]) is her main carer and has a copy.
Please review U&Es in one week. Pred 30 mg reducing course, 5 days left.

Regards,
[[PERSON|Rowan Fairlie]], FY2, for Dr [[PERSON|Haldane]]`,
  // 2. Arztbrief (DE)
  `[[ORG|Klinikum Hessenfels gGmbH]] · Medizinische Klinik II · Tel. [[PHONE_E164|06621 58-312]]

Sehr geehrte Frau Kollegin [[PERSON|Wendtland]],

wir berichten über Ihren Patienten Herrn [[PERSON|Jörg-Dieter Plötz]], geb. [[DATE_OF_BIRTH|02.09.1954]],
Pat.-Nr. [[MRN|00731846]], Fall-Nr. 2026114702, der sich vom 17.11. bis 24.11.2026 in unserer
stationären Behandlung befand.

Diagnosen: NSTEMI, koronare 2-Gefäßerkrankung, Z. n. PCI RIVA (DES).
Die Ehefrau, Frau [[PERSON|Hannelore Plötz]], ist unter [[PHONE_E164|0171 2043561]] erreichbar.
Kardiologische Reha bei der [[ORG|Rehaklinik Am Solberg]] ist beantragt; Rückfragen gern an
OA Dr. [[PERSON|Murat Köseoğlu]] oder das Sekretariat ([[EMAIL|kardio-sek@klinikum-hessenfels.de]]).

Mit freundlichen Grüßen
Prof. Dr. med. [[PERSON|Benedikt Auerhammer]]      [[PERSON|Svenja Rott]], Assistenzärztin`,
  // 3. lab report (US)
  `CASCADE RIDGE MEDICAL LABORATORIES  |  CLIA 05D2113874  |  ph [[PHONE_E164|(509) 301-7828]]
------------------------------------------------------------------
PATIENT: DUBOIS-ARCHAMBAULT, LUCIEN R        MRN: [[MRN|CRM-00582913]]
DOB: [[DATE_OF_BIRTH|07/23/1948]]  SEX: M     ACCESSION: 26-332-04417
ORDERING: [[PERSON|KAVANAGH, TEODORA]] MD — [[ORG|Yakima Valley Family Practice]]
COLLECTED 11/26/2026 07:42   RECEIVED 11/26/2026 09:10
------------------------------------------------------------------
HbA1c            8.9 %   H   (4.0-5.6)
Glucose, fasting 171 mg/dL H
Creatinine       1.41 mg/dL H
eGFR             49 mL/min/1.73m2 L
------------------------------------------------------------------
Critical value phoned to [[PERSON|Bea]] (RN) 11/26 10:02 by [[PERSON|jmorrow]].
Questions: client services [[PHONE_E164|1-800-524-6942]]`,
  // 4. bank statement (FR)
  `[[ORG|Crédit Maritime de l'Estuaire]] — Relevé de compte n° 11
Titulaire : M. [[PERSON|Tanguy Le Bihan]] ou Mme [[PERSON|Soizic Le Bihan]]
IBAN : [[IBAN|FR45 2511 7629 5455 9721 8307 547]]   BIC : CMESFR2BXXX
Période du 01/10/2026 au 31/10/2026

02/10  PRLV SEPA [[ORG|EDENWAVE ENERGIE]]            -84,20
04/10  CB [[ORG|INTERMARCHE QUIMPERLE]] 03/10         -112,67
07/10  VIR SEPA RECU [[PERSON|LE BIHAN GWENDAL]]      +250,00
12/10  CB [[ORG|BRICO KERHUEL]] 11/10                  -49,90
15/10  PRLV [[ORG|MUTUELLE DES MARINS DU PONANT]]     -63,15
21/10  CB [[ORG|CAFE DU PORT RIEC]]                   -8,40
28/10  VIR [[ORG|SARL KERNEVEZ MENUISERIE]] SALAIRE   +1 842,33

Solde au 31/10 : 2 310,48 EUR
Votre conseiller : [[PERSON|Maëlle Guivarc'h]] — [[PHONE_E164|02 98 03 52 56]]`,
  // 5. loan sanction letter (IN)
  `[[ORG|Sahyadri Urban Co-operative Bank Ltd.]]
Branch: Kothrud, Pune | Sanction Ref: SUCB/HL/2026/11/0884

To,
Mr. [[PERSON|Aniruddha Vishwanath Kulkarni]] & Mrs. [[PERSON|Pallavi Kulkarni]]

Sub: Sanction of Home Loan of Rs. 48,50,000/-

We are pleased to inform you that your application has been sanctioned. KYC on record:
  Applicant PAN: [[NATIONAL_ID|VQVPB7906U]]   Aadhaar: [[NATIONAL_ID|4775 3343 2982]]
  Co-applicant PAN: [[NATIONAL_ID|UWMPB4424E]]
  Date of birth (applicant): [[DATE_OF_BIRTH|19-06-1983]]
EMI of Rs. 41,612 will be debited on the 5th of each month by NACH from your salary account.
Employer confirmation received from [[ORG|Trident Autocomp Pvt Ltd]].

For queries contact your relationship officer [[PERSON|Snehal Deshpande]] on [[PHONE_E164|+91 81234 07683]]
or write to [[EMAIL|homeloans@sahyadriurbanbank.in]].

Branch Manager`,
  // 6. invoice (NL)
  `FACTUUR 2026-0419
[[ORG|Hoveniersbedrijf Van Wijngaarden & Zn. B.V.]]
Molenweg 14, 3882 Putten · KvK 71220458 · BTW NL862204117B01
Tel. [[PHONE_E164|0341-504 242]] · [[URL|www.vanwijngaarden-tuinen.nl]]

Aan: [[ORG|VvE De Lindenhof]] t.a.v. mevrouw [[PERSON|Ilse Bruggink]]

Omschrijving                                   Bedrag
Snoeien lindebomen binnentuin (2 man, 6 uur)   € 540,00
Afvoer groenafval                              €  85,00
Subtotaal                                      € 625,00
BTW 21%                                        € 131,25
Totaal                                         € 756,25

Gelieve binnen 14 dagen over te maken op [[IBAN|NL55 IMJQ 5769 2244 21]] o.v.v. factuurnummer 2026-0419.
Vragen? Bel [[PERSON|Dirk]] op [[PHONE_E164|06-15802716]] of mail [[EMAIL|dirk@vanwijngaarden-tuinen.nl]].`,
  // 7. insurance claim form (US)
  `PINEHAVEN MUTUAL HEALTH — MEMBER CLAIM FORM (non-network provider)
Member name: [[PERSON|Reginald T. Abernathy-Soto]]     Member ID: PMH 774 210 985
SSN (last 4 not accepted, full required): [[SSN|202-81-7706]]
Date of birth: [[DATE_OF_BIRTH|March 3, 1972]]
Phone: [[PHONE_E164|(470) 221-9058]]   Email: [[EMAIL|rabernathysoto@mailbox.example.com]]
Patient (if not member): [[PERSON|Marisol Abernathy-Soto]], DOB [[DATE_OF_BIRTH|10/30/2009]]
Provider: [[ORG|Lakeshore Pediatric Allergy, PC]], Tax ID 58-3391027
Date of service: 10/14/2026   Amount billed: $385.00   Claim type: office visit
Paid by: card ending 4410
I certify the information is true. Signed: R. Abernathy-Soto, 11/20/2026`,
  // 8. CV 履歴書 (JP)
  `履 歴 書                        2026年11月20日現在
ふりがな　さかきばら　みゆ
氏名　[[PERSON|榊原 美結]]
生年月日　[[DATE_OF_BIRTH|1996年8月17日]]生（満30歳）
現住所　〒460-0008 愛知県名古屋市中区栄3丁目
電話　[[PHONE_E164|090-1230-8391]]　メール　[[EMAIL|miyu.sakakibara96@kumo-mail.jp]]

学歴・職歴
2015年4月　[[ORG|中京外国語大学]] 外国語学部 入学
2019年3月　同 卒業
2019年4月　[[ORG|株式会社トーカイ精密]] 入社　海外営業部
2023年10月　[[ORG|ミナト物流ソリューションズ株式会社]] 入社　現在に至る

資格　TOEIC 905点（2024年）、日商簿記2級
本人希望記入欄　勤務地は名古屋市内を希望します。`,
  // 9. outpatient note (KR)
  `[[ORG|새솔대학교병원]] 내분비내과 외래 경과기록
등록번호: [[MRN|30418827]]     환자명: [[PERSON|봉서진]]     생년월일: [[DATE_OF_BIRTH|1979-03-22]] (여)
담당의: [[PERSON|한동훈]] 교수     기록: [[PERSON|박지아]] 전공의

S) 피로감, 체중 3kg 증가. 갑상선기능저하증 f/u.
O) TSH 7.8, fT4 0.9. BP 124/78.
A) 갑상선기능저하증, 용량 부족 의심
P) 레보티록신 75→100mcg 증량. 6주 후 TSH 재검.
   보호자(남편 [[PERSON|김태윤]]) 연락처 [[PHONE_E164|010-2009-7594]]로 검사 일정 문자 안내함.
   다음 예약 2027-01-08 10:30. 문의: 내분비내과 [[PHONE_E164|02-3742-1687]]`,
  // 10. extracto bancario (ES)
  `[[ORG|Caixa Rural del Maestrat]] · Extracto de cuenta corriente
Titular: [[PERSON|JOSEP VICENT ARNAU FERRER]]
IBAN [[IBAN|ES96 4111 7085 2856 9803 2738]]
Tarjeta asociada: [[CREDIT_CARD|4117 1003 1554 6630]] (débito)

Fecha   Concepto                                   Importe
03/11   BIZUM DE [[PERSON|NURIA BELTRAN]] cena viernes       +18,50
05/11   COMPRA [[ORG|SUPERMERCATS GUARDIOLA]] VINAROS                 -64,32
09/11   RECIBO [[ORG|AIGÜES DE BENICARLO SA]]            -27,80
14/11   TRANSF. A [[PERSON|Marta Ferrer Querol]] alquiler    -550,00
18/11   COMPRA [[ORG|FARMACIA LLOPIS]]                   -12,45
22/11   NÓMINA [[ORG|CERÁMICAS DEL MIJARES S.L.]]        +1.716,90

Saldo final: 2.104,17 €. Atención al cliente [[PHONE_E164|964 27 00 11]].`,
  // 11. KYC request letter (AE)
  `[[ORG|Khaleej Crescent Bank PJSC]] — Compliance / KYC Refresh
التاريخ: 25/11/2026

السيد [[PERSON|حمدان سالم الكتبي]] المحترم،
نرجو تحديث بيانات "اعرف عميلك" الخاصة بحسابكم رقم IBAN [[IBAN|AE47 2468 3645 0412 6502 233]] قبل 15/12/2026.
المستندات المطلوبة: صورة جواز السفر، الهوية الإماراتية سارية، شهادة راتب من [[ORG|مجموعة الواحة للمقاولات ذ.م.م]].
تاريخ الميلاد المسجل لدينا: [[DATE_OF_BIRTH|1988-01-09]] — يرجى التأكيد.

Dear Mr [[PERSON|Hamdan Al Ketbi]], please upload the documents at [[URL|https://kyc.khaleejcrescent.ae/refresh]]
or visit any branch. Your relationship manager [[PERSON|Priyanka Thekkedath]] can be reached on
[[PHONE_E164|+971 50 121 5235]] or [[PHONE_E164|04 831 6636]].`,
  // 12. support ticket (AU)
  `Ticket #HD-55219 | Priority: High | Queue: Network
From: [[PERSON|Lachlan Boyce]] <[[EMAIL|l.boyce@burrawangfreight.com.au]]>
Org: [[ORG|Burrawang Freight Pty Ltd]]

hi team, VPN from the Dubbo depot keeps dropping every ~10 min since the firmware push last night (fw 7.4.2.1).
Depot gateway is [[IPV4|59.131.131.58]], our public IP shows as [[IPV4|69.123.7.183]]. Tried rebooting twice.
Ring me on [[PHONE_E164|0447 771 327]] if you need to remote in — I'm in the yard most of the day.

--- Internal note (agent [[PERSON|Tash Nguyen]]) ---
Same symptom as [[ORG|Wagga Cold Store]] last week. KB: [[URL|support.netsure.com.au/kb/ipsec-rekey]]
Escalated to [[PERSON|Bilal]] (L2). Landline at depot: [[PHONE_E164|(02) 6817 6913]]`,
  // 13. WhatsApp chat (BR)
  `[14:02] [[PERSON|Tia Neide]]: [[PERSON|Dudu]] vc pagou a conta de luz da casa da vó??
[14:05] [[PERSON|Eduardo Figueira]]: paguei ontem no pix, chave é o cel dela [[PHONE_E164|(11) 96127-2117]]
[14:05] [[PERSON|Eduardo Figueira]]: comprovante tá no email
[14:07] [[PERSON|Tia Neide]]: e a consulta dela no [[ORG|Hospital Santa Clara de Assis]]?
[14:09] [[PERSON|Eduardo Figueira]]: dia 4 às 8h com a dra [[PERSON|Renata Vilaça]]
[14:09] [[PERSON|Eduardo Figueira]]: o número do prontuário é [[MRN|HSCA-2209714]]
[14:10] [[PERSON|Tia Neide]]: anota tbm o telefone da clínica [[PHONE_E164|(31) 3578-5604]]
[14:12] [[PERSON|Eduardo Figueira]]: blz. o código q chegou por sms foi 558201, é pra confirmar agendamento
[14:13] [[PERSON|Tia Neide]]: 👍 beijo, fala pra [[PERSON|Jaque]] me ligar`,
  // 14. discharge summary (IN)
  `[[ORG|Kaveri Multispeciality Hospital]], Mysuru — DISCHARGE SUMMARY
UHID: [[MRN|KMH/2026/0148823]]     IP No: 26-11-0932
Name: [[PERSON|Lakshmi Narayanaswamy]]   Age/Sex: 67/F   DOB: [[DATE_OF_BIRTH|05.05.1959]]
Aadhaar (for PM-JAY): [[NATIONAL_ID|8867 8679 8358]]
Consultant: Dr. [[PERSON|Harsha Vardhan Gowda]] (MD, DM Neurology)
Date of admission: 12/11/2026    Date of discharge: 19/11/2026

Diagnosis: Acute ischaemic stroke, L MCA territory; HTN; T2DM.
Course: Thrombolysed within window. Mild residual right hand weakness. Physio advised.
Advice on discharge: Tab Aspirin 75 mg OD, Tab Atorvastatin 40 mg HS, BP log daily.
Review in OPD after 2 weeks with Dr. [[PERSON|Gowda]]. Attender: son [[PERSON|Prakash]] — [[PHONE_E164|081234 19514]]
Emergency: [[PHONE_E164|0821 2429429]]`,
  // 15. Versicherungsschaden (DE)
  `[[ORG|Nordstern Hausrat- und Haftpflicht VVaG]] – Schadenmeldung
Versicherungsnehmer: [[PERSON|Kübra Aydın-Schwarz]], geb. am [[DATE_OF_BIRTH|11.12.1990]]
Vertragsnummer: HR-4481-209-77   Schadennummer: 26-S-118302
Telefon: [[PHONE_E164|0152 32763765]]   E-Mail: [[EMAIL|kuebra.aydin-schwarz@webpost.de]]

Schadenhergang: Am 16.11.2026 ist in der Wohnung oberhalb (Mieter: Herr [[PERSON|Falk]]) eine
Waschmaschine ausgelaufen. Laminat und Küchenunterschrank beschädigt. Hausverwaltung
[[ORG|Immobilien Graf & Partner GmbH]] ist informiert, Gutachter von [[ORG|Wasserschaden-Service Roth]] kam am 19.11.

Bitte Erstattung auf: [[IBAN|DE86 9029 3388 6365 1224 32]] (Kontoinhaberin: [[PERSON|K. Aydın-Schwarz]])`,
  // 16. резюме (RU)
  `[[PERSON|Голованова Ксения Андреевна]]
Дата рождения: [[DATE_OF_BIRTH|28.04.1993]]
Телефон: [[PHONE_E164|+7 (912) 020-52-93]] · e-mail: [[EMAIL|k.golovanova93@postbox.ru]]
Город: Екатеринбург, готова к переезду

Опыт работы
2021 — наст. время  [[ORG|ООО «УралТехСнаб»]], ведущий специалист по закупкам
2017 — 2021  [[ORG|АО «Свердловский завод металлоконструкций»]], экономист
Образование
2010 — 2015  [[ORG|Уральский государственный экономический университет]], финансы и кредит
Рекомендации: [[PERSON|Мельников Игорь Павлович]], коммерческий директор, [[PHONE_E164|8 (343) 179-50-64]]
Навыки: 1С:Предприятие 8.3, SAP MM, английский B2`,
  // 17. lab report (TH)
  `[[ORG|โรงพยาบาลเวชการุณย์เชียงใหม่]]  ใบรายงานผลทางห้องปฏิบัติการ
HN: [[MRN|66-041927]]   ชื่อ-สกุล: นางสาว[[PERSON|พิมพ์ชนก ศรีสุวรรณ]]
วันเกิด: [[DATE_OF_BIRTH|12/07/2535]]   อายุ 34 ปี
แพทย์ผู้สั่ง: พญ.[[PERSON|อรอุมา ตันติวงศ์]]
วันที่เก็บตัวอย่าง 24/11/2569

CBC: WBC 11.2 (H), Hb 10.1 (L), Plt 245
Dengue NS1 Ag: Negative   IgM: Negative
ผู้รายงานผล: [[PERSON|ณัฐวุฒิ แก้วมณี]] นักเทคนิคการแพทย์
สอบถามผล โทร [[PHONE_E164|053 358 602]] ต่อ 2140`,
  // 18. invoice (GB)
  `[[ORG|Pennant & Loom Interiors Ltd]]
Unit 4, Tannery Yard, Kendal LA9 4QD · Company no. 11820473 · VAT GB 384 1172 90
T [[PHONE_E164|01539 088545]] · [[URL|pennantandloom.co.uk]]

INVOICE PL-2611   Date: 21 Nov 2026
Bill to: [[PERSON|Harriet Osei-Bonsu]], Fellfoot Barn, Staveley

Made-to-measure curtains (linen, 2 pairs)        £1,180.00
Track & fitting                                    £240.00
Total (VAT incl.)                                £1,420.00
Deposit paid 12 Oct                               -£400.00
Balance due                                      £1,020.00

Bank: [[ORG|Westmorland Building Society]], sort code 40-63-18, acc 52290174
IBAN [[IBAN|GB87 CWBQ 4154 1927 2460 67]]
Queries: [[PERSON|Gemma]] on [[EMAIL|accounts@pennantandloom.co.uk]]`,
  // 19. HR e-mail (US)
  `From: [[PERSON|Delphine Okafor]] <[[EMAIL|dokafor@brightwaterhaulage.com]]>
To: [[PERSON|Ezra Whitfield]] <[[EMAIL|ezra.whitfield@gmail.com]]>
Subject: Onboarding paperwork - missing I-9 info

Hi [[PERSON|Ezra]],

Welcome aboard! Payroll flagged two things before your first check on 12/5:
1. The SSN on your W-4 reads [[SSN|142-42-5508]] but the I-9 copy shows a different last digit. Which is right?
2. We have your date of birth as [[DATE_OF_BIRTH|9/14/1999]]; benefits enrollment needs it confirmed.

You can reply here or call me at [[PHONE_E164|(614) 659-2136]]. Your badge will be ready at the
Groveport site; ask for [[PERSON|Will]] at security. I will send the [[ORG|Aetherion Benefits]] link once payroll is done.

Thanks,
[[PERSON|Delphine]]
People Ops, [[ORG|Brightwater Haulage LLC]]`,
  // 20. application log excerpt (IE)
  `2026-11-27T22:14:03Z INFO  auth-svc v3.11.0.7 login ok user=[[EMAIL|siobhan.mcgarry@tallowhill.ie]] src=[[IPV4|37.20.196.34]]
2026-11-27T22:14:09Z WARN  auth-svc rate-limit src=[[IPV4|115.31.254.244]] attempts=41 window=60s
2026-11-27T22:14:09Z WARN  auth-svc geo mismatch expected=IE got=VN user=[[EMAIL|c.oduya@tallowhill.ie]]
2026-11-27T22:15:30Z ERROR billing-sync upstream=[[URL|https://api.ledgerbrook.io/v2/invoices]] status=503 retry=3
2026-11-27T22:15:31Z INFO  notify sms to=[[PHONE_E164|+353 85 018 7792]] template=otp code=****** (redacted)
2026-11-27T22:16:02Z INFO  deploy build 2026.11.27.4 by [[PERSON|fergal.ryan]] ok
2026-11-27T22:16:40Z ERROR webhook callback failed url=[[URL|hooks.tallowhill.ie/payments/notify]] ip=[[IPV4|150.15.191.151]]`,
  // 21. ED progress note (US)
  `[[ORG|St. Brendan's Regional Medical Center]] — Emergency Department
Pt: [[PERSON|Guadalupe "Lupe" Carranza-Whitlow]]   MRN [[MRN|0093318472]]   DOB [[DATE_OF_BIRTH|1985-11-02]]
Arrival 11/27/2026 02:41 via EMS ([[ORG|Tri-County Ambulance]])
Attending: [[PERSON|Okafor, N.]] MD   Resident: [[PERSON|priya s.]]   RN: [[PERSON|Hollis Dean]]

CC: RLQ pain x 14h, nausea.
HPI: 41F, pain migrated from periumbilical, anorexia, no vomiting. LMP 2 wks ago.
Exam: T 38.1, HR 104, guarding RLQ, + Rovsing.
CT A/P: acute appendicitis without perforation.
Plan: NPO, IV fluids, pip-tazo, surgery consulted — Dr. [[PERSON|Mark Feeney]] will see. Will mark consent once husband arrives.
Husband [[PERSON|Daniel Whitlow]] cell [[PHONE_E164|(402) 900-5966]]; pt's own phone [[PHONE_E164|402.266.3158]].
Interpreter not needed.`,
  // 22. estratto conto (IT)
  `[[ORG|Banca Popolare dell'Alto Sannio S.c.p.A.]] — Estratto conto al 31/10/2026
Intestatario: [[PERSON|DE SIMONE CARMELA]]
IBAN: [[IBAN|IT83 P283 7957 326L AN3J FCD2 D18]]
Carta di debito collegata n. [[CREDIT_CARD|5371 1133 9466 8793]]

Data op.  Descrizione                                         Dare      Avere
01/10     Stipendio [[ORG|ISTITUTO COMPRENSIVO "G. PASCOLI"]]                1.689,40
03/10     POS [[ORG|CONAD CITY BENEVENTO]]                        58,71
08/10     Bonifico a [[PERSON|Raffaele Iannace]] - affitto ottobre  480,00
13/10     Addebito SDD [[ORG|ENERGIA SANNITA SRL]]                  92,30
20/10     POS [[ORG|OTTICA RUSSO DI RUSSO GIUSEPPE & C. SAS]]       140,00
27/10     Prelievo ATM                                         100,00

Saldo contabile: 3.118,26 EUR. Filiale di Benevento, tel. [[PHONE_E164|0824 078883]]`,
  // 23. decyzja kredytowa (PL)
  `[[ORG|Bank Spółdzielczy w Sieradzu]]
Sieradz, 26.11.2026
Pan [[PERSON|Zbigniew Kołodziejczak]]
ul. Kolejowa 8/3, 98-200 Sieradz

Decyzja kredytowa nr KR/2026/11/0373
Uprzejmie informujemy, że wniosek o kredyt gotówkowy w kwocie 35 000 zł został rozpatrzony pozytywnie.
Środki zostaną przelane na rachunek [[IBAN|PL31 9578 9053 7464 9347 7021 1190]] w ciągu 2 dni roboczych od podpisania umowy.
Poręczyciel: Pani [[PERSON|Grażyna Kołodziejczak]], data urodzenia [[DATE_OF_BIRTH|17.03.1966]].
Zatrudnienie potwierdzone przez [[ORG|Zakład Usług Komunalnych Warta Sp. z o.o.]]

Prosimy o kontakt z doradcą: [[PERSON|Agnieszka Pietrzyk]], tel. [[PHONE_E164|43 617 37 07]],
kom. [[PHONE_E164|632 445 015]], [[EMAIL|a.pietrzyk@bs-sieradz.pl]]`,
  // 24. εργαστηριακά αποτελέσματα (GR)
  `[[ORG|Διαγνωστικό Κέντρο Αιγιάλεια]] — Βιοχημικό Εργαστήριο
Ονοματεπώνυμο: [[PERSON|Παπαδοπούλου-Ρήγα Ευανθία]]
Αρ. Μητρώου Ασθενούς: [[MRN|ΑΓ-552071]]    Ημ. γέννησης: [[DATE_OF_BIRTH|03/06/1958]]
Παραπέμπων ιατρός: [[PERSON|Σταύρος Κουκουλάκης]], Παθολόγος
Ημερομηνία αιμοληψίας: 25/11/2026

Σάκχαρο νηστείας      112 mg/dl   (70-100) ↑
Χοληστερίνη ολική     246 mg/dl   (<200) ↑
LDL                   161 mg/dl   ↑
TSH                   2,4 μIU/ml
Βιοχημικός: [[PERSON|Ελένη Δρακοπούλου]]
Πληροφορίες: [[PHONE_E164|2691 034626]] · [[EMAIL|info@aigialeia-lab.gr]]`,
  // 25. income protection claim (GB)
  `[[ORG|Harrowgate Friendly Society]] — Income Protection Claim, Part A (claimant)
Full name: [[PERSON|Callum Iain McTavish]]
National Insurance number: [[NATIONAL_ID|PW 86 33 32 B]]
Date of birth: [[DATE_OF_BIRTH|22 January 1979]]
Policy number: HFS/IP/0048812
Daytime phone: [[PHONE_E164|0131 054 3238]]   Mobile: [[PHONE_E164|07164 227 474]]
Employer: [[ORG|Lothian Joinery Services Ltd]]   Line manager: [[PERSON|Mags Doherty]]
Treating GP: Dr [[PERSON|Anwen Prys]], [[ORG|Craigentinny Medical Practice]]
Reason for absence: lumbar disc prolapse, off work since 02/10/2026.
Premium collected by card: [[CREDIT_CARD|4645 7525 1461 4865]] (please update if expired).
Signed: C. I. McTavish   Date: 24/11/2026`,
  // 26. 个人简历 (CN)
  `个人简历
姓名：[[PERSON|欧阳雪琪]]　　性别：女　　出生日期：[[DATE_OF_BIRTH|1998年2月11日]]
手机：[[PHONE_E164|173 1301 7307]]　　邮箱：[[EMAIL|xueqi.ouyang@163.example.cn]]
求职意向：数据分析师（杭州 / 上海）

教育背景
2016.09-2020.06　[[ORG|浙江海事大学]]　统计学　本科
工作经历
2020.07-2023.03　[[ORG|杭州云杉数据科技有限公司]]　数据分析助理
  · 负责电商用户留存报表，与产品经理[[PERSON|罗嘉豪]]共同搭建看板
2023.04-至今　[[ORG|上海鲸禾供应链管理有限公司]]　数据分析师
技能：SQL、Python、Tableau；英语六级
作品集：[[URL|github.com/xueqi-oy]]`,
  // 27. رسالة اعرف عميلك (SA)
  `[[ORG|مصرف الوادي الأخضر]]
الرياض في 1448/05/24هـ الموافق 26/11/2026م

المكرم/ [[PERSON|عبدالعزيز بن فهد الشمري]] حفظه الله
الموضوع: تحديث بيانات العميل

نود إفادتكم بضرورة تحديث بياناتكم المرتبطة بالحساب ذي الرقم الدولي [[IBAN|SA09 5616 3538 3988 9231 3511]]،
وذلك بإرفاق تعريف بالراتب من جهة العمل ([[ORG|شركة رمال الخليج للتجارة المحدودة]]).
تاريخ الميلاد المسجل: [[DATE_OF_BIRTH|14/09/1987]]
للاستفسار يرجى التواصل مع مدير العلاقة الأستاذ [[PERSON|ماجد العتيبي]] على الجوال [[PHONE_E164|056 790 3822]]
أو الهاتف المجاني 8001240000 أو عبر [[URL|www.alwadi-alakhdar.com.sa/update]]
رقم الطلب: 2026-KYC-774102`,
  // 28. סיכום ביקור (IL)
  `[[ORG|המרכז הרפואי גליל מערבי - מרפאות חוץ]]
סיכום ביקור במרפאה הנפרולוגית
שם המטופל: [[PERSON|יוסף בן-חיים]]    מס' תיק: [[MRN|7740193]]    תאריך לידה: [[DATE_OF_BIRTH|08/12/1949]]
רופא מטפל: ד"ר [[PERSON|מירב אלקיים]]

תלונה עיקרית: מעקב אי ספיקת כליות כרונית שלב 3b.
בדיקות: קריאטינין 1.9, אשלגן 5.3.
המלצות: הפחתת אשלגן בתזונה, הפניה לדיאטנית [[PERSON|שירן]], ביקורת בעוד 3 חודשים.
איש קשר: בתו [[PERSON|רחל בן-חיים לוי]] טל' [[PHONE_E164|052-955-4131]]
קביעת תורים: [[PHONE_E164|04-1480523]]`,
  // 29. Rechnung (CH)
  `[[ORG|Schreinerei Inäbnit AG]] · Dorfstrasse 22 · 3818 Grindelwald
Tel. [[PHONE_E164|033 857 81 62]] · UID CHE-214.775.308 MWST

Rechnung Nr. 26-1187                          Grindelwald, 20. November 2026
Herr und Frau [[PERSON|Reto]] und [[PERSON|Monika Zbinden-Frutiger]]
Chalet Bärgrösli, 3818 Grindelwald

Einbau Eichenholz-Treppe inkl. Geländer       CHF 14'800.00
Montage 3 Tage, 2 Personen                    CHF  3'120.00
MWST 8.1 %                                    CHF  1'451.50
Total                                         CHF 19'371.50

Zahlbar innert 30 Tagen auf [[IBAN|CH13 7714 8268 7604 0718 4]] ([[ORG|Raiffeisenbank Jungfrau]]).
Freundliche Grüsse, [[PERSON|Ueli Inäbnit]] · [[EMAIL|ueli@schreinerei-inaebnit.ch]]`,
  // 30. card statement (US)
  `[[ORG|Columbia Plains Credit Union]]  —  VISA SIGNATURE STATEMENT
Account holder: [[PERSON|TYRONE A BASKERVILLE]]      Card: [[CREDIT_CARD|4656492169782164]]
Statement closing 11/24/2026    Payment due 12/19/2026    Minimum due $35.00

TRANS  POST   DESCRIPTION                                 AMOUNT
10/27  10/28  [[ORG|HY-VEE #1439]] COLUMBIA MO                    83.17
10/30  10/31  [[ORG|CASEYS]] #2291                                41.06
11/02  11/03  ZELLE TO [[PERSON|LATOYA BASKERVILLE]]                 200.00
11/09  11/10  [[ORG|MIZZOU BOOKSTORE]]                           64.50
11/15  11/17  [[ORG|SHELTER INSURANCE]] AUTOPAY                  118.00
11/21  11/22  PAYMENT - THANK YOU                            -400.00

Questions? Call [[PHONE_E164|1 (573) 482-6790]]. Lost card: [[PHONE_E164|1-888-372-4515]]`,
  // 31. WhatsApp chat (IN)
  `[19:31] [[PERSON|Ravi Bhaiya]]: bhai form mein aadhaar daalna hai, mera wala bhej de
[19:33] [[PERSON|Kunal]]: [[NATIONAL_ID|458891374251]] ye hai. pan bhi chahiye?
[19:33] [[PERSON|Ravi Bhaiya]]: haan
[19:35] [[PERSON|Kunal]]: [[NATIONAL_ID|NHAPM8759D]]
[19:36] [[PERSON|Ravi Bhaiya]]: mummy ka DOB [[DATE_OF_BIRTH|12/08/1962]] hai na?
[19:36] [[PERSON|Kunal]]: 12 aug haan. aur otp aayega mummy ke number pe [[PHONE_E164|9948087992]]
[19:38] [[PERSON|Ravi Bhaiya]]: otp 318877 aaya, agent bol raha [[ORG|Suraksha Life]] ka policy no 5531-0092-11 note karo
[19:39] [[PERSON|Kunal]]: ok. [[PERSON|deepa]] bhabhi ko bol dena kal bank jaana hai`,
  // 32. SMS thread (KE)
  `[[PERSON|Wanjiru]] → me, 08:14: Habari! Nimekutumia 4,500 kwa M-Pesa, confirm please
me → [[PERSON|Wanjiru]], 08:20: Received, asante sana. Code RKT8H2LX1Q
[[PERSON|Wanjiru]], 08:22: Ok. Also pls call Daktari [[PERSON|Otieno]] at [[ORG|Mbagathi Family Clinic]] [[PHONE_E164|020 8302633]]
[[PERSON|Wanjiru]], 08:22: Or his cell [[PHONE_E164|0726 949 987]]
me → [[PERSON|Wanjiru]], 08:40: Nitampigia. Is Baba's file number still [[MRN|MFC/0412/22]]?
[[PERSON|Wanjiru]], 08:41: Yes. And tell [[PERSON|Kamau]] the fundi said 3pm, his number is [[PHONE_E164|+254 712 128924]]`,
  // 33. lettre de sortie (FR)
  `[[ORG|Centre Hospitalier de Feurs-Lignon]] — Service de Gériatrie
IPP : [[MRN|000812734]]     N° séjour : 26S044191
Patiente : Mme [[PERSON|Gisèle Chambonnet]], née [[PERSON|Favier]] le [[DATE_OF_BIRTH|30/05/1938]]

Chère Consœur, cher Confrère,
Votre patiente a été hospitalisée du 10 au 21/11/2026 pour chute à domicile avec fracture du poignet
droit, traitée orthopédiquement. Bilan de chute : hypotension orthostatique, arrêt de l'amlodipine.
Retour à domicile avec passage infirmier (cabinet de [[PERSON|Jean-Baptiste Roux]], [[PHONE_E164|04 77 87 57 65]]).
Sa fille, Mme [[PERSON|Sylvie Dumas]], est joignable au [[PHONE_E164|06 04 36 70 83]].
Consultation de contrôle avec le Dr [[PERSON|Nadia Bensalem]] le 05/12.

Bien confraternellement,
Dr [[PERSON|Thibault Reymond]]`,
  // 34. 診療費請求書・保険金請求 (JP)
  `[[ORG|あおば生命保険株式会社]]　入院給付金請求書
被保険者氏名：[[PERSON|杉浦 健太郎]]（スギウラ ケンタロウ）
生年月日：[[DATE_OF_BIRTH|昭和57年10月3日]]
証券番号：AB-30119274
入院先：[[ORG|医療法人社団 緑風会 港北中央病院]]（診察券番号 [[MRN|0024-7781]]）
入院期間：2026年10月28日～2026年11月6日（10日間）
傷病名：急性虫垂炎
連絡先電話：[[PHONE_E164|045-234-9796]]／携帯 [[PHONE_E164|080-0136-8335]]
振込先：[[ORG|横浜みどり信用金庫]] 普通 4418207
担当者記入欄：受付 [[PERSON|大塚]]`,
  // 35. CV (NG)
  `[[PERSON|CHIDINMA GRACE NWACHUKWU-BELLO]]
Lekki Phase 1, Lagos | [[PHONE_E164|0808 219 2981]] | [[EMAIL|chidinma.nbello@gmail.com]]
[[URL|linkedin.com/in/chidinma-nwachukwu-bello]] | DOB: [[DATE_OF_BIRTH|21 July 1995]]

PROFILE
Chartered accountant (ICAN) with 6 years in audit and treasury.

EXPERIENCE
Treasury Analyst — [[ORG|Oduduwa Capital Partners Limited]], Lagos (2022 - present)
 • Cut FX settlement breaks by 40%; reported to [[PERSON|Femi Adeyemi-Cole]], CFO.
Audit Senior — [[ORG|Bassey, Eke & Co. Chartered Accountants]], Port Harcourt (2019 - 2022)

EDUCATION
B.Sc. Accounting, [[ORG|University of Calabar]], First Class (2017)

REFEREES
[[PERSON|Grace Etim]], Partner — [[PHONE_E164|+234 802 129 3022]]`,
  // 36. meeting notes (SE)
  `Weekly sync — vendor onboarding, 2026-11-26
Attendees: [[PERSON|Linnea Åkesson]], [[PERSON|Oskar Hedlund]], [[PERSON|Farah Yousef]], [[PERSON|jonas b]] (notes)

1. [[ORG|Norrsken Pack AB]] contract: legal ([[PERSON|Farah]]) wants the DPA signed before go-live. Contact there is
   [[PERSON|Pernilla Wik]], [[PHONE_E164|070-986 11 56]].
2. Invoices from [[ORG|Trelleborg Kartong & Emballage]] still go to the old address; [[PERSON|Oskar]] to update in the ERP.
3. Portal: staging on [[IPV4|82.19.225.181]] is down again, [[PERSON|Linnea]] raised it with [[ORG|Nordvik Hosting]]. Ticket 88213.
4. Next vendor review with [[ORG|Kalmar Läns Transport]] on Tuesday, dial-in [[PHONE_E164|08-275 225 53]], PIN 4471.
Action: everyone read [[URL|confluence.internal-nx.se/display/VEND/Onboarding]] before Tuesday.`,
  // 37. adverse action letter (US)
  `[[ORG|Silverpine Auto Finance, LLC]]
P.O. Box 4471, Henderson, NV 89009

November 24, 2026

[[PERSON|Marcus D. Villanueva]]
1820 Desert Willow Ct, Las Vegas, NV 89123

RE: Application #SAF-2026-118074
Dear [[PERSON|Marcus Villanueva]]:
Thank you for applying. We are unable to approve your request at this time. The decision was based on
a consumer report from [[ORG|Meridian Credit Bureau, Inc.]] (phone [[PHONE_E164|1-877-398-1128]]).
Applicant identifiers on file: SSN [[SSN|689-34-6189]], date of birth [[DATE_OF_BIRTH|04/18/1990]].
Co-applicant [[PERSON|Joylyn Villanueva]], SSN [[SSN|553 86 8857]].
You have the right to a free copy of your report within 60 days. Questions: [[PHONE_E164|(702) 788-4557]]`,
  // 38. تقرير مختبر (EG)
  `[[ORG|معامل النيل للتحاليل الطبية]] — فرع المعادي
اسم المريض: [[PERSON|منى عبد الرحمن السيد]]
رقم الملف: [[MRN|MX-2611-0457]]        تاريخ الميلاد: [[DATE_OF_BIRTH|1991/07/19]]
الطبيب المعالج: د. [[PERSON|شريف الجندي]]
تاريخ السحب: 2026/11/25

صورة دم كاملة: هيموجلوبين 10.4 (منخفض)
فيريتين: 8 نانوجرام/مل (منخفض)
فيتامين د: 14 (نقص)
للاستعلام: [[PHONE_E164|02 2777 6691]] أو واتساب [[PHONE_E164|010 7216 2674]]
النتائج متاحة على [[URL|www.nile-labs-eg.com/results]] بكود الدخول 77310`,
  // 39. forum post (CA)
  `Re: Home router keeps getting new public IP — ISP says "normal"?

Posted by [[PERSON|mapleleaf_marc]] » Wed Nov 25, 2026 9:12 pm
Same here with [[ORG|Laurentide Fibre]] in Sherbrooke. WAN was [[IPV4|218.34.49.168]] this morning, now [[IPV4|198.115.120.213]].
Firmware says 4.12.7.3 (latest). I called support at [[PHONE_E164|1-826-624-5607]], rep named [[PERSON|Geneviève]]
said they rotate leases every 24h unless you pay for static.

Quote from [[PERSON|dave_in_gatineau]]: "just use DDNS"
→ yeah, I set up [[URL|https://dyn.northshore-dns.ca]] and it works fine. Thanks [[PERSON|Dave]]!
Also if anyone from [[ORG|Estrie Computer Club]] is reading, meeting moved to Thursday.`,
  // 40. hesap özeti (TR)
  `[[ORG|Ege Katılım Bankası A.Ş.]] — Hesap Özeti (Kasım 2026)
Müşteri: [[PERSON|Ayşegül Karaköse]]
IBAN: [[IBAN|TR78 6280 8234 7479 3256 9404 96]]
Kart No: [[CREDIT_CARD|5525 1249 0397 8297]]

Tarih     Açıklama                                      Tutar (TL)
03.11     Maaş - [[ORG|Aydın Tekstil San. ve Tic. Ltd. Şti.]]        +42.300,00
05.11     [[ORG|NAZİLLİ ÇARŞI MARKET]]                              -1.284,55
10.11     FAST [[PERSON|Emre Karaköse]] kira payı                   -6.000,00
16.11     [[ORG|EGENET İLETİŞİM]] fatura                           -549,90
22.11     [[ORG|ECZANE ŞİFA]]                                   -212,40
Bakiye: 18.644,21 TL
Müşteri hizmetleri: [[PHONE_E164|0850 422 84 56]] · Şube: [[PHONE_E164|0256 954 59 22]]`,
];
