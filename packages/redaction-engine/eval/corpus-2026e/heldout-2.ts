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
];
