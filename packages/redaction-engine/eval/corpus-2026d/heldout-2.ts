/**
 * Corpus 2026d, part 2: held-out evaluation documents (issue 22, point 6).
 *
 * Written and labelled on 2026-11-28 by the labeller session `label-d2`, which never read the engine
 * (`src/`, `train/`, `test/`, `bench/`, `services/redaction/`) and never ran it. Every person,
 * organisation and number is invented. Markup and conventions: `../corpus-2026/README.md`.
 * **Held out: never used while tuning.** Only the lead scores it, in aggregate. See `README-2.md`.
 * Each document's comment names its genre and the region it is set in.
 */
export const HELDOUT_D_2_CORPUS: string[] = [
  // 1. Ward progress note (GB)
  `Ward 7B, [[ORG|Royal Ashcombe Infirmary]] – progress note 02:40
Pt: [[PERSON|Will Haverford]], 74M. NHS no. [[MRN|485 777 3457]]. DOB [[DATE_OF_BIRTH|14/03/1951]].
S: "Feeling a bit brighter." Slept 4h. Will mobilise with frame today, says he will try the chair.
O: T 37.9, HR 96, BP 118/72, SpO2 94% on 2L. Chest: coarse creps R base. CRP 142 (from 188).
A: CAP R lower lobe, improving on IV co-amoxiclav day 3.
P: switch to oral if afebrile 24h; physio referral done (ref PHY-20931); repeat bloods 06:00.
Son [[PERSON|Mark Haverford]] is NOK, tel [[PHONE_E164|07402 791884]]; asked to mark on chart that he wants a call before any move.
Discussed with [[PERSON|Dr Vaidehi Sethumadhavan]] (reg). Bleep 4471.
[[PERSON|R. Okonkwo-Bell]], Staff Nurse`,

  // 2. Entlassungsbrief, internal medicine (DE)
  `[[ORG|Klinikum Lindenbrunn gGmbH]] · Medizinische Klinik II
Entlassungsbrief

Sehr geehrte Frau Kollegin [[PERSON|Dr. Hiltrud Wempe]],

wir berichten über Ihren Patienten Herrn [[PERSON|Jürgen Oberdiek]], geb. [[DATE_OF_BIRTH|03.11.1958]], Pat.-Nr. [[MRN|20571396]], der sich vom 17.11. bis 25.11.2026 in unserer stationären Behandlung befand.

Diagnosen: NSTEMI, Zwei-Gefäß-KHK; Z. n. PCI mit DES RIVA (Fall-Nr. 26-884102).
Medikation bei Entlassung: ASS 100 mg 1-0-0, Ticagrelor 90 mg 1-0-1 (für 12 Monate), Atorvastatin 80 mg 0-0-1.

Die Ehefrau, Frau [[PERSON|Gisela Oberdiek]], ist unter [[PHONE_E164|0151 60594018]] erreichbar.
Eine Anschlussheilbehandlung in der [[ORG|Reha-Klinik Am Kurpark Bad Salzhelden]] ist beantragt.

Mit freundlichen Grüßen
Prof. Dr. med. [[PERSON|Anselm Kettering]], Chefarzt      [[PERSON|Lea-Marie Uysal]], Assistenzärztin`,

  // 3. 診療情報提供書, referral letter (JP)
  `診療情報提供書
[[ORG|医療法人社団 青葉会 みなと台クリニック]] 院長 [[PERSON|久我 隆之]]
紹介先：[[ORG|東都大学医学部附属病院]] 消化器内科 [[PERSON|真壁]]先生 御侍史

患者氏名：[[PERSON|大須賀 美緒]] 様（女性）
生年月日：[[DATE_OF_BIRTH|昭和62年8月21日]]
診察券番号：[[MRN|00731-55]]
連絡先：[[PHONE_E164|090-1698-5012]]

いつも大変お世話になっております。上記患者様、10月頃より心窩部痛と体重減少（3kg／2か月）を認め、当院にて上部内視鏡を予定しておりましたが、ご本人の希望により貴院での精査をお願い申し上げます。採血ではHb 10.8、CEA 2.1です。
お忙しいところ恐縮ですが、よろしくご高診のほどお願いいたします。
令和8年11月26日`,

  // 4. Laboratory report (US)
  `[[ORG|Cedar Hollow Regional Laboratories]] — CLIA 45D2209134
FINAL REPORT   Accession: CH-26-1187342   Collected: 11/24/2026 07:12
Patient: [[PERSON|ROSE, AVERY J]]   MRN: [[MRN|E00482761]]   DOB: [[DATE_OF_BIRTH|06/30/1989]]   Sex: F
Ordering: [[PERSON|Dr. Nnamdi Achterberg]], [[ORG|Rose Valley Family Medicine]]

TEST                 RESULT   FLAG  REF RANGE
TSH                  7.84     H     0.45-4.50 uIU/mL
Free T4              0.71     L     0.82-1.77 ng/dL
Anti-TPO             312      H     0-34 IU/mL
Ferritin             18             15-150 ng/mL

Comment: Results called to [[PERSON|Kayleigh]] at ordering office 11/24 14:05, read back verified.
Specimen: serum, rose-tinted (slight hemolysis), acceptable.
Questions: client services [[PHONE_E164|(615) 483-2207]]`,

  // 5. Compte rendu de consultation (FR)
  `[[ORG|Centre Hospitalier de Vaudrenne]] – Service de Rhumatologie
Compte rendu de consultation du 19/11/2026

Patiente : Mme [[PERSON|Solène Marchetti-Daubigny]], née le [[DATE_OF_BIRTH|02/02/1976]]
IPP : [[MRN|1900327715]]
Médecin traitant : Dr [[PERSON|Hervé Lantoine]], 12 rue des Tanneurs

Cher confrère,
J'ai revu Mme [[PERSON|Marchetti-Daubigny]] pour sa polyarthrite rhumatoïde. Sous méthotrexate 15 mg/semaine, le DAS28 est à 3,1. Je propose d'ajouter l'hydroxychloroquine 400 mg/j. Prochain bilan dans 3 mois (RDV n° 88341).
La patiente souhaite être jointe au [[PHONE_E164|06 17 68 23 52]] plutôt qu'au fixe.

Bien confraternellement,
Dr [[PERSON|Inès Boukhalfa]]
[[EMAIL|secretariat.rhumato@ch-vaudrenne.fr]]`,

  // 6. Discharge summary (IN)
  `[[ORG|Sahyadri Sevashram Multispeciality Hospital]], Pune
DISCHARGE SUMMARY
Name: Smt. [[PERSON|Lalitha Ramakrishnan Iyer]]   Age/Sex: 63/F   UHID: [[MRN|SSH/2026/0418827]]
IP No: 26-11-3391 (not for billing queries)   DOA: 18/11/2026   DOD: 24/11/2026
Consultant: Dr. [[PERSON|Abhijeet Dharwadkar]] (MD, DM Cardiology)

Diagnosis: Acute decompensated heart failure, EF 30%; T2DM; CKD stage 3a.
Course: Admitted with breathlessness NYHA IV. Treated with IV furosemide, started sacubitril/valsartan. Weight down 4.2 kg.
Advice: Fluid restriction 1.2 L/day; review in OPD after 7 days with KFT.

Attendant: [[PERSON|Venkataraman Iyer]] (son), mobile [[PHONE_E164|98451 20736]]
Aadhaar (for PM-JAY claim): [[NATIONAL_ID|5286 0795 6044]]
TPA: [[ORG|Medisure Health Insurance TPA Pvt. Ltd.]], claim ref MHI/CL/7724150

Prepared by Dr. [[PERSON|Sneha Patwardhan]] (RMO)`,

  // 7. 진료의뢰서, referral (KR)
  `진료의뢰서

[[ORG|새봄연합내과의원]] → [[ORG|한빛대학교병원]] 호흡기내과
환자성명: [[PERSON|도예린]] (여, 34세)
생년월일: [[DATE_OF_BIRTH|1992년 5월 9일]]
등록번호: [[MRN|10284471]]
연락처: [[PHONE_E164|010-2953-3771]]

상기 환자는 8주 이상 지속되는 마른기침과 야간 천명음으로 내원하였습니다. 흉부 X-ray상 특이소견 없으며, 흡입스테로이드 2주 사용 후에도 호전이 없어 폐기능검사 및 정밀 평가를 의뢰드립니다.
보호자: 남편 [[PERSON|권태오]] 님

바쁘신 와중에 수고를 끼쳐 죄송합니다. 잘 부탁드립니다.
2026년 11월 25일
의뢰의사: [[PERSON|남궁 석진]] (서명)`,

  // 8. Checking account statement (US)
  `[[ORG|Prairie Lantern Credit Union]]
Statement period: Oct 28 – Nov 27, 2026        Page 1 of 2
[[PERSON|SUMMER K DELACROIX]]
Member # 0048817 · Checking ****6621

DATE   DESCRIPTION                                    AMOUNT      BALANCE
10/29  POS [[ORG|HOLLIS & VANE OUTFITTERS]] SUMMER SALE  -84.16     2,411.09
10/31  ACH DEP [[ORG|TRIBOROUGH MECHANICAL INC]] PAYROLL  +1,922.40  4,333.49
11/03  ZELLE TO [[PERSON|GRACE NAKASHIMA-OYELARAN]]          -250.00    4,083.49
11/07  [[ORG|QUIKBRIGHT FUEL]] #0442 OMAHA NE               -46.03     4,037.46
11/12  BILL PAY [[ORG|MIDPLAINS ELECTRIC COOP]] CONF 88124  -131.77    3,905.69
11/20  CHECK 1147                                         -600.00    3,305.69

Courtesy pay grace period ends 12/02. Questions? Call [[PHONE_E164|(402) 554-7716]] or visit [[URL|www.prairielanterncu.org/help]]`,

  // 9. Kontoauszug (DE)
  `[[ORG|Volksbank Oberhavel-Ruppin eG]]
Kontoauszug Nr. 11/2026 · Girokonto
Kontoinhaberin: [[PERSON|Franziska Ehrenreich-Vogt]]
IBAN: [[IBAN|DE04 2605 3573 6333 3159 17]]

Buchung   Vorgang                                                   Betrag EUR
03.11.    Lastschrift [[ORG|Stadtwerke Wittbrück GmbH]] Abschlag Strom  -78,00
05.11.    Gutschrift Gehalt [[ORG|Norrland Fahrzeugtechnik GmbH & Co. KG]]  +2.846,13
09.11.    Kartenzahlung [[ORG|Backhaus Mertens]] Oranienburg           -12,40
14.11.    Überweisung an [[PERSON|Malte Sondergaard]] Miete Dez          -720,00
          IBAN [[IBAN|DE77 1696 9651 8605 1091 50]]
21.11.    Lastschrift [[ORG|Hanseatic Vorsorge Versicherung AG]] Vertr. 4471-22  -36,90
24.11.    Rechnung 2026-11873 [[ORG|Zahnarztpraxis am Schlossgarten]]     -145,00

Neuer Saldo: 3.104,55 EUR   Kundenservice: [[PHONE_E164|03301 5917340]]`,

  // 10. Carta de concesión de préstamo (ES)
  `[[ORG|Caja Rural del Alto Jalón, S.C.C.]]
Oficina 0417 – Calatayud

Estimada Sra. [[PERSON|Remedios Ballesteros Quintana]]:

Nos complace comunicarle que su solicitud de préstamo personal n.º 2026/PP/009184 ha sido aprobada por un importe de 12.500,00 € a 60 meses, TIN 6,95 %, TAE 7,41 %.
El importe se abonará en su cuenta [[IBAN|ES16 3581 4106 1966 5555 6086]] una vez firmada la escritura ante el notario D. [[PERSON|Fermín Aranda Lozoya]].
Como avalista figura D. [[PERSON|Jacinto Ballesteros Gil]].

Para cualquier consulta puede contactar con su gestora, [[PERSON|Nuria Esparza]], en el [[PHONE_E164|976 88 14 32]] o en [[EMAIL|n.esparza@cajaruralaltojalon.es]].

Atentamente,
[[PERSON|Luis Miguel Carrasco]]
Director de Oficina`,

  // 11. CV (NG)
  `CURRICULUM VITAE
[[PERSON|Chukwuemeka Obiageli Nwachukwu-Ade]]
Lekki Phase 1, Lagos · [[PHONE_E164|0806 622 4817]] · [[EMAIL|emeka.nwachukwu.ade@gmail.com]]
[[URL|linkedin.com/in/emeka-nwade]]

PROFILE
Chartered accountant (ICAN) with 9 years in audit and fintech finance.

EXPERIENCE
Financial Controller — [[ORG|Kolanut Payments Ltd]], Lagos            2022 – present
 • Closed monthly books for 3 entities; cut close from 12 to 6 days.
Senior Associate, Assurance — [[ORG|Adeyemi Okafor & Partners]]      2017 – 2022
Graduate Trainee — [[ORG|Niger Delta Breweries Plc]]                 2015 – 2017

EDUCATION
B.Sc. Accounting, [[ORG|University of Nsukka Heights]] (second class upper), 2014

REFEREES
[[PERSON|Mrs. Folasade Akinwunmi-Bello]], CFO, [[ORG|Kolanut Payments Ltd]] — [[PHONE_E164|0802 727 6394]]
[[PERSON|Dr. Ikenna Uzodimma]], Partner, [[ORG|Adeyemi Okafor & Partners]]`,

  // 12. E-mail with signature block (AU)
  `From: [[PERSON|Grace Whitlock-Tran]] <[[EMAIL|grace.whitlock-tran@bluegumlogistics.com.au]]>
To: [[EMAIL|accounts@mareebafreight.com.au]]
Subject: RE: Invoice INV-0049127 – short payment

Hi [[PERSON|Hamish]],

Thanks for the remittance. It's $412.50 short against INV-0049127 – I think the fuel levy from the October rate card wasn't applied. Could you check and top up by Friday? Happy to jump on a call.

Cheers,
[[PERSON|Grace]]

[[PERSON|Grace Whitlock-Tran]]
Accounts Receivable Lead | [[ORG|Bluegum Logistics Pty Ltd]]
ABN 51 824 753 556
P [[PHONE_E164|(08) 8219 8634]] | M [[PHONE_E164|0412 263 918]]
Unit 4, 17 Grace Street, Wingfield SA 5013`,

  // 13. Slack channel #ops-oncall (US)
  `#ops-oncall
[[PERSON|mark.osei]] 09:12  anyone looking at the 502s on checkout? started ~09:05
[[PERSON|tessa_lindqvist]] 09:13  yep. lb health checks failing on [[IPV4|10.42.7.118]], pulling it
[[PERSON|mark.osei]] 09:14  ty. can you mark the incident as SEV2 in the tracker, I'm on the bridge
[[PERSON|tessa_lindqvist]] 09:14  done, INC-77310. will ping [[PERSON|bill]] from db team
[[PERSON|bill.ahn]] 09:16  here. replica lag was 40s on [[IPV4|10.42.9.23]], failing over now
[[PERSON|bill.ahn]] 09:21  lag back to <1s. deploy v4.12.0.3 is still rolling, don't roll back yet
[[PERSON|mark.osei]] 09:22  k. @[[PERSON|will_ferreira]] can you write the timeline? [[PERSON|tessa]] has the bill of materials review at 10
[[PERSON|will_ferreira]] 09:23  on it 👍`,

  // 14. Support ticket with internal note (PH)
  `Ticket #PH-559201 · Priority: High · Channel: e-mail
From: [[PERSON|Ma. Lourdes Dimaculangan]] <[[EMAIL|lourdes.dimaculangan@yahoo.com.ph]]>
Subject: Hindi ko ma-access yung account ko

Hello po, I tried to log in pero laging "invalid OTP". The OTP I got was 884213 tapos expired agad. My order 4400-1887-2931 is still pending, already paid via card ending 0418. Please call me at [[PHONE_E164|0917 446 7861]], salamat po.

— Internal note ([[PERSON|jerome.santos]]) —
Customer verified via DOB on file. OTP SMS gateway had delays (see status page). Resent link. Escalated to [[PERSON|Kristine Mae Villanueva]] (Tier 2) because the payment from [[ORG|Bangko Silangan Savings Bank]] shows captured twice. Do NOT refund until finance confirms.`,

  // 15. 门诊病历 outpatient record (CN)
  `[[ORG|江州市第二人民医院]] 门诊病历
姓名：[[PERSON|欧阳诗涵]]　性别：女　年龄：41岁
门诊号：[[MRN|MZ20261126-0733]]　就诊日期：2026-11-26
联系电话：[[PHONE_E164|139 6658 5560]]

主诉：反复上腹痛3月，加重1周。
现病史：患者3月前无明显诱因出现上腹部隐痛，餐后加重，伴反酸。1周前疼痛加重，自服奥美拉唑效果不佳。
查体：腹软，剑突下轻压痛，无反跳痛。
初步诊断：慢性胃炎？消化性溃疡待排。
处理：预约胃镜（预约号 GJ-58812），幽门螺杆菌呼气试验。
家属：丈夫[[PERSON|陶建军]]陪同。
医生签名：[[PERSON|蒋]]医生　（主治医师）`,

  // 16. Выписка из медицинской карты (RU)
  `[[ORG|ГБУЗ «Городская клиническая больница № 14 им. В. П. Заречного»]]
ВЫПИСКА ИЗ МЕДИЦИНСКОЙ КАРТЫ СТАЦИОНАРНОГО БОЛЬНОГО № [[MRN|8814/26]]

Ф.И.О.: [[PERSON|Белоусова Ангелина Викторовна]]
Дата рождения: [[DATE_OF_BIRTH|17.04.1967]]
Находилась на лечении в кардиологическом отделении с 12.11.2026 по 23.11.2026.
Диагноз: Гипертоническая болезнь III ст., риск 4. Пароксизм фибрилляции предсердий.
Лечение: бисопролол 5 мг, апиксабан 5 мг 2 р/д.
Рекомендовано: наблюдение кардиолога по месту жительства, контроль ЭКГ через месяц.
Контактный телефон родственника (дочь, [[PERSON|Катерина]]): [[PHONE_E164|8 (912) 137-84-09]]

Лечащий врач: [[PERSON|Гусейнов Р. Т.]]
Зав. отделением: [[PERSON|Лаптева О. И.]]`,

  // 17. KYC address-verification letter (AE)
  `[[ORG|بنك الواحة الوطني]]
التاريخ: 24 نوفمبر 2026
المرجع: KYC/DXB/2026/55817

السيد [[PERSON|خليفة سعيد المرزوقي]] المحترم،

تحية طيبة وبعد،
نود إبلاغكم بأن وثائق "اعرف عميلك" الخاصة بحسابكم قد انتهت صلاحيتها. يرجى تحديث نسخة بطاقة الهوية وجواز السفر قبل 15 ديسمبر 2026 لتجنب تجميد الحساب.
رقم الحساب الدولي: [[IBAN|AE65 5417 4010 4702 5488 148]]
جهة العمل المسجلة: [[ORG|شركة رمال الخليج للمقاولات ذ.م.م]]

للاستفسار يرجى الاتصال بمدير العلاقة [[PERSON|ريم بن ظاهر]] على الرقم [[PHONE_E164|050 349 0186]] أو عبر البريد [[EMAIL|reem.binzaher@wahabank.ae]].

مع خالص التحية،
إدارة الامتثال`,

  // 18. ใบรายงานผลตรวจทางห้องปฏิบัติการ, lab report (TH)
  `[[ORG|โรงพยาบาลเวชรักษ์นครปฐม]]
รายงานผลการตรวจทางห้องปฏิบัติการ
ชื่อผู้ป่วย: นางสาว[[PERSON|พิมพ์ชนก ศรีวงศ์สกุล]]   HN: [[MRN|64-018825]]   อายุ 29 ปี
แพทย์ผู้ส่งตรวจ: นพ.[[PERSON|ธนกฤต วัฒนาอุดม]]
วันที่เก็บตัวอย่าง: 25/11/2569

CBC: WBC 11.2 (H), Hb 12.1, Plt 289
Dengue NS1 Ag: Negative
Dengue IgM: Negative
Urine analysis: WBC 10-20/HPF (H)

หมายเหตุ: แจ้งผลทางโทรศัพท์แก่คุณ[[PERSON|มาลี]] (มารดา) เบอร์ [[PHONE_E164|081 266 0457]] เวลา 14:20 น.
ผู้รายงานผล: [[PERSON|กมลวรรณ ใจดี]] นักเทคนิคการแพทย์`,

  // 19. Credit card statement (SG)
  `[[ORG|Straits Harbour Bank]] · Platinum Rewards Card
Statement date 22 Nov 2026 · Payment due 12 Dec 2026
[[PERSON|TAN WEI LING, HOPE]]
Card no. ending 3275

Trans date  Description                                   SGD
28 Oct      [[ORG|KOPI & KAYA HOUSE]] TIONG BAHRU                 8.60
30 Oct      [[ORG|LUMEN OPTICAL PTE LTD]]                       388.00
02 Nov      [[ORG|TUMPANG]]* A-7LK29QX (ride)                         14.20
09 Nov      [[ORG|PASAR JAYA MART]] SENGKANG                     62.35
15 Nov      [[ORG|HARBOURFRONT DENTAL CENTRE]]                  240.00
18 Nov      PAYMENT - THANK YOU                          -1,200.00

Supplementary card holder: [[PERSON|LIM JUN HAO]]
Min. payment SGD 50.00. Lost card hotline [[PHONE_E164|6007 5318]].`,

  // 20. E-mail (IT)
  `Da: [[PERSON|Ginevra Castellucci]] <[[EMAIL|g.castellucci@tessiturevalbrembana.it]]>
A: [[EMAIL|ordini@fratellibonomi.it]]
Oggetto: Conferma ordine n. 26/0874 – tessuti collezione primavera

Gentile dott.ssa [[PERSON|Bonomi]],

confermiamo la ricezione del Vostro ordine n. 26/0874 del 20/11. La consegna è prevista per il 9 dicembre tramite corriere (tracking 1Z 84X 226 04 9318 7750).
Per la fattura elettronica utilizzeremo il codice destinatario M5UXCR1 già in anagrafica.

Per qualsiasi necessità può contattare il sig. [[PERSON|Ottavio Ghezzi]] al [[PHONE_E164|348 905 2617]].

Cordiali saluti,
[[PERSON|Ginevra Castellucci]]
Ufficio commerciale – [[ORG|Tessiture Val Brembana S.r.l.]]
P.IVA 03817420163`,

  // 21. Re-KYC letter (IN)
  `[[ORG|Konkan Coastal Finance Pvt. Ltd.]]
Regd. office: 3rd Floor, Shreeji Arcade, Ratnagiri 415612
Ref: KCF/RKYC/2026/11/04418                                   Date: 26-11-2026

To,
Mr. [[PERSON|Omkar Sadashiv Chitale]]
Loan A/c No. 7720 0113 8843 (Two-wheeler loan)

Sub: Periodic updation of KYC

Dear Sir,
As per RBI Master Direction on KYC, your records are due for periodic updation. We hold the following details:
PAN: [[NATIONAL_ID|FYUPC0622N]]
Aadhaar: [[NATIONAL_ID|5503 7186 1552]]
Mobile: [[PHONE_E164|+91 94220 18457]]
Employer: [[ORG|Ratnadeep Agro Processors LLP]]

If any detail has changed, please visit the branch with self-attested copies within 30 days, or write to [[EMAIL|kyc.support@konkancoastal.in]]. Do not share your OTP or MPIN with anyone, including our staff.

Yours faithfully,
For [[ORG|Konkan Coastal Finance Pvt. Ltd.]]
[[PERSON|Prashant Naik]]
Branch Manager, Ratnagiri`,

  // 22. CV (PL)
  `[[PERSON|Bożena Wróblewska-Kaczmarczyk]]
Specjalistka ds. płac i kadr
tel. [[PHONE_E164|512 540 683]] · e-mail: [[EMAIL|bozena.wroblewska.k@onet.pl]]
Data urodzenia: [[DATE_OF_BIRTH|11.09.1985]]

DOŚWIADCZENIE ZAWODOWE
03.2021 – obecnie  [[ORG|Mazowiecka Spółdzielnia Mleczarska „Łąkomleko”]], Ostrołęka
  • naliczanie wynagrodzeń dla 420 pracowników (Symfonia Kadry i Płace 2026.1)
  • rozliczenia z ZUS i US, PIT-11, PIT-4R
06.2016 – 02.2021  [[ORG|Kominex Sp. z o.o.]], Łomża – starsza księgowa
09.2012 – 05.2016  [[ORG|Biuro Rachunkowe Saldo s.c.]] – asystentka

WYKSZTAŁCENIE
[[ORG|Uniwersytet w Białymstoku]], Wydział Ekonomii i Finansów, mgr (2012)

Referencje: [[PERSON|Tadeusz Gołębiewski]], prezes [[ORG|Kominex Sp. z o.o.]], tel. [[PHONE_E164|86 216 44 91]]

Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb rekrutacji.`,

  // 23. Emergency department triage form (CA)
  `[[ORG|St. Brendan's Health Centre]] – Emergency Triage Record
Arrival: 2026-11-27 23:48   Mode: walk-in   CTAS: 3
Name: [[PERSON|Hope Mackinnon-Tremblay]]   DOB: [[DATE_OF_BIRTH|1998-07-22]]   Sex: F
Medicare (NB): [[MRN|207 418 553]]   Chart #: [[MRN|0419982]]
Phone: [[PHONE_E164|(506) 865-5198]]
Chief complaint: RLQ abdominal pain x 10 h, nausea, no vomiting. LMP 2026-11-09.
Vitals: T 38.2, HR 108, BP 121/78, RR 18, SpO2 99% RA, pain 8/10.
Allergies: penicillin (rash).
Accompanied by: partner [[PERSON|Pat Desrosiers]]. Pt states "I hope it's not my appendix".
Triage RN: [[PERSON|Guillaume Arsenault]]   Reassessed 00:30 – pain 7/10, placed in bed 14.`,

  // 24. מכתב הפניה, referral (IL)
  `[[ORG|מרפאת שקמה]], רחובות
מכתב הפניה

לכבוד: מרפאת אנדוקרינולוגיה, [[ORG|המרכז הרפואי עמק הברושים]]
שם המטופלת: [[PERSON|נועה בן-שושן]]
ת. לידה: [[DATE_OF_BIRTH|08/12/1994]]
מס' תיק: [[MRN|77140395]]
טלפון: [[PHONE_E164|050-271-8480]]

המטופלת בת 31, מתלוננת על עייפות, ירידה במשקל ודפיקות לב מזה חודשיים. TSH 0.01, FT4 2.9. מבקשת הערכה והתאמת טיפול.
אנא עדכנו את ד"ר [[PERSON|אלמוג]] בסיכום הביקור.

בברכה,
ד"ר [[PERSON|יעל פרידמן-אזולאי]], רופאת משפחה`,

  // 25. Hesap özeti, account statement (TR)
  `[[ORG|Anadolu Çınar Katılım Bankası A.Ş.]]
HESAP ÖZETİ – Kasım 2026
Sayın [[PERSON|Zeynep Karaosmanoğlu]]
IBAN: [[IBAN|TR37 2227 5084 6021 6701 3804 25]]

Tarih      Açıklama                                              Tutar (TL)
01.11.2026 Maaş – [[ORG|Egeli Tekstil San. ve Tic. Ltd. Şti.]]           +48.200,00
04.11.2026 Kira – [[PERSON|Hüseyin Aydemir]]                           -17.500,00
07.11.2026 POS [[ORG|Kuzguncuk Fırın]] İSTANBUL                            -186,50
12.11.2026 Fatura – [[ORG|Boğaziçi Doğalgaz Dağıtım A.Ş.]] abone 4418823   -1.942,17
19.11.2026 FAST – [[PERSON|Elif Nur Sarıkaya]]                        +2.000,00
25.11.2026 Kredi kartı ödemesi                                     -6.310,00

Bakiye: 24.261,33 TL · Müşteri hizmetleri: [[PHONE_E164|0850 222 47 15]]`,

  // 26. Leningaanbod, loan offer (NL)
  `[[ORG|Lijnbaan Hypotheken B.V.]]
Postbus 4107, 3006 AC Rotterdam

Geachte heer [[PERSON|Van den Akker]],

Hartelijk dank voor uw aanvraag van 14 november 2026 (dossiernummer LH-26-77419). Wij bieden u en mevrouw [[PERSON|Sanne Oosterhuis]] een annuïteitenhypotheek aan van € 312.000 met een rentevaste periode van 20 jaar tegen 3,84%.
De maandlasten worden geïncasseerd van rekening [[IBAN|NL63 TRIO 9452 9881 13]] ten name van [[PERSON|M.J. van den Akker]].

Het taxatierapport van [[ORG|Taxatiebureau De Waalkant]] en de werkgeversverklaring van [[ORG|Havenbedrijf Dordrecht N.V.]] hebben wij ontvangen.
Heeft u vragen? Bel uw adviseur [[PERSON|Joost Hoekstra]] op [[PHONE_E164|06 15937708]].

Met vriendelijke groet,
drs. [[PERSON|Femke Zuidema]]
Acceptatie`,

  // 27. E-mail signature block (ZA)
  `Morning [[PERSON|Thabo]],

Please find the signed SLA attached. The PO number is 4500187726 – please quote it on all invoices, otherwise AP will bounce them.

Regards

[[PERSON|Lindiwe Mokoena-Daniels]]
Procurement Manager
[[ORG|Kgalagadi Cold Chain (Pty) Ltd]]
Reg. 2014/118842/07 | VAT 4810274496
T: [[PHONE_E164|+27 11 803 5526]] | C: [[PHONE_E164|071 157 2184]]
E: [[EMAIL|lindiwe.md@kgalagadicold.co.za]]
W: [[URL|www.kgalagadicold.co.za]]
This e-mail is subject to the disclaimer at [[URL|kgalagadicold.co.za/legal/email]]`,

  // 28. WhatsApp chat (BR)
  `[25/11/2026 18:02] [[PERSON|Rafa Bittencourt]]: Oi [[PERSON|Ju]], o boleto da [[ORG|Imobiliária Morada Nova Ltda.]] chegou pra vc tbm?
[25/11/2026 18:04] [[PERSON|Juliana Pestana]]: chegou sim, vence dia 5. mas o valor veio errado, R$ 2.380 em vez de 2.180
[25/11/2026 18:05] [[PERSON|Rafa Bittencourt]]: liga pro seu [[PERSON|Anselmo]] lá, o número dele é [[PHONE_E164|(11) 99286-7813]]
[25/11/2026 18:05] [[PERSON|Juliana Pestana]]: o código de barras termina em 44190, confere com o teu?
[25/11/2026 18:07] [[PERSON|Rafa Bittencourt]]: confere. manda o comprovante pro email dele tb: [[EMAIL|anselmo.moradanova@uol.com.br]]
[25/11/2026 18:09] [[PERSON|Juliana Pestana]]: beleza. e o conserto do chuveiro? a [[ORG|Elétrica Irmãos Quaresma]] disse que vem sábado
[25/11/2026 18:10] [[PERSON|Rafa Bittencourt]]: 👍🏽`,

  // 29. Σημείωμα πορείας, progress note (GR)
  `[[ORG|Γενικό Νοσοκομείο Λάρισας «Άγιος Αχίλλειος»]] – Παθολογική Κλινική Β΄
Σημείωμα πορείας 26/11/2026
Ασθενής: κ. [[PERSON|Σπυρίδων Καραγιαννόπουλος]], 68 ετών, Α.Μ. [[MRN|2026-048813]]
Ημ. γέννησης: [[DATE_OF_BIRTH|30/01/1958]]

Απύρετος από χθες. Βήχας μειωμένος. Ακροαστικά: λίγοι τρίζοντες δεξιά βάση.
Εργαστηριακά: WBC 9.800, CRP 3,1 mg/dl (από 11,4).
Σχέδιο: συνέχιση κεφτριαξόνης έως 7η ημέρα, κινητοποίηση, πιθανή έξοδος 28/11.
Ενημερώθηκε η σύζυγος κα [[PERSON|Ευανθία]] στο [[PHONE_E164|697 444 4896]].

Θεράπων ιατρός: [[PERSON|Δ. Τσιρώνης]], επιμελητής Β΄`,

  // 30. Лист, business e-mail (UA)
  `Від: [[PERSON|Олеся Гнатюк]] <[[EMAIL|o.hnatiuk@kvitkaagro.com.ua]]>
Кому: [[PERSON|Тарас Мельничук]]
Тема: Договір поставки № 118/26

Шановний пане [[PERSON|Тарасе]],

надсилаю підписаний з нашого боку договір поставки № 118/26 між [[ORG|ТОВ «Квітка Агро»]] та [[ORG|ПрАТ «Поділля Цукор»]]. Прошу повернути один примірник до 5 грудня.
Оплату за рахунком № 2611-47 просимо здійснити на рахунок [[IBAN|UA14 4349 2554 2730 6386 7934 5973 2]].

Якщо будуть питання щодо графіка відвантаження, телефонуйте мені: [[PHONE_E164|050 227 3489]].

З повагою,
[[PERSON|Олеся Гнатюк]]
комерційна директорка [[ORG|ТОВ «Квітка Агро»]]`,

  // 31. Sao kê tài khoản, account statement (VN)
  `[[ORG|Ngân hàng TMCP Sông Lam Thịnh Vượng]]
SAO KÊ TÀI KHOẢN THANH TOÁN – Tháng 11/2026
Chủ tài khoản: [[PERSON|NGUYỄN THỊ THU HƯƠNG]]
Số tài khoản: 0071 0048 8133 (VND)

Ngày       Nội dung                                                 Số tiền
02/11  Lương T10 – [[ORG|Công ty TNHH Điện tử Hòa Bình Xanh]]        +18.500.000
05/11  CK cho [[PERSON|Đoàn Minh Khôi]] tiền học tiếng Anh               -2.400.000
10/11  TT hóa đơn điện [[ORG|EVN Hà Nội]] mã KH PD14000882               -936.420
17/11  POS [[ORG|Siêu thị Gạo Vàng]] Cầu Giấy                            -1.215.000
22/11  Nhận từ [[PERSON|LE VAN PHUC]] "tra no chi [[PERSON|Huong]]"                 +3.000.000

Số dư cuối kỳ: 27.884.310 VND
Hotline: [[PHONE_E164|0912 655 558]] – Không cung cấp mã OTP cho bất kỳ ai.`,

  // 32. Surat verifikasi KYC (ID)
  `[[ORG|PT Bank Perkreditan Rakyat Sumber Makmur Sejahtera]]
Nomor: 412/KYC/BPR-SMS/XI/2026
Perihal: Pembaruan Data Nasabah

Yth. Bapak [[PERSON|Raden Bagus Wicaksono]]
di tempat

Dengan hormat,
Sehubungan dengan program pembaruan data nasabah, kami mohon Bapak melengkapi dokumen berikut: fotokopi KTP, NPWP, dan surat keterangan kerja dari [[ORG|PT Nusantara Baja Ringan Tbk]].
Dokumen dapat diserahkan ke kantor cabang atau dikirim ke [[EMAIL|layanan@bprsumbermakmur.co.id]].
Untuk informasi lebih lanjut, hubungi petugas kami Ibu [[PERSON|Sri Handayani]] di [[PHONE_E164|0812-1087-9984]].

Hormat kami,
[[PERSON|Yohanes Setiabudi]]
Kepala Bagian Operasional`,

  // 33. Adverse action / loan decision letter (US)
  `[[ORG|Ridgefield Auto Finance LLC]]
PO Box 20914, Tulsa, OK 74101

November 25, 2026

[[PERSON|Bill J. Koenigsberg]]
418 W Elm Ct, Broken Arrow, OK

Re: Application #RAF-2611-30877

Dear Mr. [[PERSON|Koenigsberg]],

Thank you for applying for financing of a 2023 pickup through [[ORG|Sooner Ridge Motors]]. We are unable to approve your application as submitted. Principal reasons: (1) debt-to-income ratio too high; (2) limited length of employment with [[ORG|Arkridge Pipe & Supply Co.]]
The consumer report was obtained from [[ORG|Meridian Credit Reporting Services]]. You have the right to a free copy within 60 days.
Applicant SSN on file: [[SSN|478-82-1215]] (your form showed 978-82-1215, which we corrected from your ID). Co-applicant: [[PERSON|Dana Koenigsberg]], whose SSN is [[SSN|318476127]].
Please note this is not a bill. Questions: [[PHONE_E164|(918) 392-6047]], Mon–Fri.

Sincerely,
[[PERSON|Marisol Okafor]], Credit Analyst`,

  // 34. Support ticket (CH, German)
  `Ticket SUP-2026-11-4471 · Status: offen · Produkt: Kassensystem
Kunde: [[ORG|Confiserie Brändli AG]], Filiale Wil
Meldende Person: [[PERSON|Reto Zürcher]] ([[EMAIL|reto.zuercher@braendli-confiserie.ch]], [[PHONE_E164|078 194 16 10]])

Grüezi mitenand
Seit dem Update auf Version 8.3.1.204 druckt der Bondrucker keine QR-Rechnungen mehr. Fehlermeldung "ESC/POS timeout". Kasse 2 hängt am Switch mit IP [[IPV4|192.168.40.17]].
Es betrifft auch die Filiale in Flawil (Frau [[PERSON|Brigitte Näf]]).
Bitte um Rückruf, Danke!

--- Interne Notiz ---
Fernwartung durch [[PERSON|Dominik Schwegler]] gebucht für 28.11., 07:30. Treiber 2.6.0.9 von [[ORG|Orvis Drucktechnik GmbH]] anfordern.`,

  // 35. रेफ़रल पत्र, referral letter (IN, Hindi)
  `[[ORG|सामुदायिक स्वास्थ्य केंद्र, बिठूर]]
रेफ़रल पत्र

प्रति,
चिकित्सा अधीक्षक, [[ORG|लक्ष्मीपत सिंहानिया जिला चिकित्सालय]], कानपुर

मरीज़ का नाम: श्रीमती [[PERSON|सुनीता देवी यादव]]
पति का नाम: [[PERSON|रामबाबू यादव]]
उम्र: 27 वर्ष, गर्भावस्था 34 सप्ताह
OPD पंजीकरण सं.: [[MRN|CHC-BTR-26-11802]]
मोबाइल: [[PHONE_E164|81269 65186]]
आधार: [[NATIONAL_ID|9700 8032 3752]]

मरीज़ को उच्च रक्तचाप (BP 162/108) तथा पैरों में सूजन है। प्री-एक्लेम्पसिया की आशंका के कारण उच्च केंद्र पर रेफ़र किया जा रहा है। एम्बुलेंस 108 से भेजा गया, केस आईडी 7741.
आशा कार्यकर्ता [[PERSON|पुष्पा]] जी साथ में हैं।

डॉ. [[PERSON|अंकित चतुर्वेदी]]
चिकित्सा अधिकारी`,

  // 36. 履歴書, CV (JP)
  `履歴書　2026年11月27日現在
ふりがな　[[PERSON|みやのした　かえで]]
氏名　[[PERSON|宮ノ下 楓]]
生年月日　[[DATE_OF_BIRTH|1996年7月3日]]生（満30歳）
電話　[[PHONE_E164|090-4904-7541]]　メール　[[EMAIL|kaede.miyanoshita@docomo.ne.jp]]

学歴・職歴
2015年4月　[[ORG|北陸理工大学]] 情報工学部 入学
2019年3月　同 卒業
2019年4月　[[ORG|株式会社ミナトシステムソリューションズ]] 入社
　　　　　　社内基幹システム（Ver. 3.2.0）の保守・運用を担当
2023年10月　[[ORG|合同会社ノースフィールドデータ]] 転職（データエンジニア）
現在に至る

免許・資格　基本情報技術者（2018年）、TOEIC 835点
本人希望記入欄　勤務地は金沢市内を希望します。
推薦者：前職上長 [[PERSON|柴崎]]様`,

  // 37. Discord server, #help (mixed, US/IE)
  `#help-selfhost
[[PERSON|niamh_oc]] — today at 21:04
my instance keeps dying after the 2.9.1 upgrade, logs say "bind: address already in use" on [[IPV4|172.19.0.4]]
[[PERSON|rosie.k]] — today at 21:06
@[[PERSON|niamh_oc]] you probably have the old container still up. docker ps?
[[PERSON|niamh_oc]] — today at 21:09
yeah lol two of them. killed it, works now. ty [[PERSON|rosie]]
[[PERSON|hugo.van.dijk]] — today at 21:11
fyi the public mirror moved to [[URL|git.harborlight.dev/selfhost/mirror]], the old IP [[IPV4|185.93.41.77]] is going away friday
[[PERSON|rosie.k]] — today at 21:12
pinned. also pls don't paste your invite codes here, somebody posted 7F3K-92QX yesterday 🙃`,

  // 38. IT helpdesk ticket (GB)
  `INC0048813 · Category: Network / VPN · Opened by: [[PERSON|Hannah Ashworth-Obi]]
Caller: [[PERSON|Rhodri Pengelly]] (Finance, Cardiff office) · ext 4417 · mobile [[PHONE_E164|07479 856012]]

Description:
User cannot connect to VPN since laptop rebuild. Client version 5.1.3.2207, error 809. Home router public IP [[IPV4|86.142.19.203]], laptop gets [[IPV4|192.168.1.54]].
User reports he can reach [[URL|intranet.wyeandsevern.co.uk/finance]] from the office fine.

Work notes ([[PERSON|Hannah Ashworth-Obi]]):
- reissued cert, asked user to reboot – no change
- MFA prompt arrives on old phone; re-enrolled via [[URL|https://mfa.wyeandsevern.co.uk/enrol]]
- escalated to [[PERSON|Sunil Varghese]] (network team), assignment group NET-L2

Company: [[ORG|Wye & Severn Housing Association]]`,

  // 39. Epikris, discharge summary (SE)
  `[[ORG|Länssjukhuset Ryhov-Vättern]], Ortopedkliniken
EPIKRIS

Patient: [[PERSON|Ingrid Söderholm Nyqvist]]
Journalnr: [[MRN|RV-5027391]]
Vårdtid: 2026-11-19 – 2026-11-26

Inkom efter fall i hemmet med höftfraktur vänster. Opererad 20/11 med hemiartroplastik (op. nr 26-9912) av dr [[PERSON|Pontus Hägglund]]. Postoperativt förlopp utan komplikationer. Mobiliseras med rollator.
Läkemedel: Fragmin 5000 E x 1 i 28 dagar, Alvedon 1 g x 4 vb.
Uppföljning: röntgenkontroll om 6 veckor, kallelse skickas.
Hemtjänst ordnad via [[ORG|Jönköpings kommun]]. Kontaktperson: dottern [[PERSON|Maja Nyqvist]], tel [[PHONE_E164|070-681 03 94]].

[[PERSON|Elin Bergkvist]], leg. läkare`,

  // 40. Estado de cuenta de tarjeta de crédito (MX)
  `[[ORG|Banco Mercantil del Bajío, S.A., Institución de Banca Múltiple]]
ESTADO DE CUENTA – TARJETA ORO
Titular: [[PERSON|MARÍA GUADALUPE ZAMUDIO REYNOSO]]
Periodo: 21/oct/2026 – 20/nov/2026   Fecha límite de pago: 10/dic/2026

Fecha   Concepto                                              Importe
23/oct  [[ORG|FARMACIAS SAN JUDAS TADEO]] QRO                      $412.80
29/oct  [[ORG|AUTOSERVICIO LA HUERTA DEL SOL SA DE CV]]             $1,936.45
04/nov  [[ORG|LIBRERÍA Y PAPELERÍA EL ESTUDIANTE]]                   $289.00
11/nov  SU PAGO GRACIAS                                        -$5,000.00
15/nov  [[ORG|TALLER MECÁNICO HNOS. PAREDES]]                     $3,450.00

Aclaración en curso: cargo duplicado con la tarjeta adicional [[CREDIT_CARD|5146 1099 2790 8163]] (titular [[PERSON|Jorge Alberto Zamudio]]), folio ACL-88201.
Línea Bajío: [[PHONE_E164|442 215 3806]]`,

  // 41. Group loan approval letter (KE)
  `[[ORG|Mavuno Microfinance Bank Ltd]]
Branch: Nakuru West · Ref: MMB/LN/26/118204

Dear [[PERSON|Wanjiru Gathoni-Otieno]],

Your group loan application through [[ORG|Tumaini Women Traders Self Help Group]] has been approved: KES 85,000 repayable in 12 monthly instalments of KES 8,140. Disbursement will be to M-Pesa number [[PHONE_E164|0712 719854]] on 1 December 2026.
Guarantors on record: [[PERSON|Mercy Chebet]] and [[PERSON|Faith Njoroge]]. [[PERSON|Mercy]] has confirmed by phone.
Your first repayment falls due on 2 January 2027. Use paybill 522790, account LN118204. Never send money to a personal number.

For assistance call our loan officer [[PERSON|Brian Kiptanui]] on [[PHONE_E164|0710 424950]] or e-mail [[EMAIL|nakuruwest@mavunomfb.co.ke]].

Yours faithfully,
[[PERSON|Josephine Akinyi]]
Branch Manager`,

  // 42. تقرير مختبر, lab report (EG)
  `[[ORG|معامل النيل التخصصية للتحاليل الطبية]] – فرع المعادي
تقرير نتائج التحاليل
اسم المريض: [[PERSON|ياسمين عبد الحميد الشناوي]]
رقم الملف: [[MRN|NL-550917]]
تاريخ الميلاد: [[DATE_OF_BIRTH|19/06/1990]]
الطبيب المعالج: د. [[PERSON|هشام فؤاد البرعي]]
تاريخ السحب: 24/11/2026

HbA1c: 7.9 % (مرتفع)
سكر صائم: 148 mg/dL
كرياتينين: 0.8 mg/dL
TSH: 2.1 µIU/mL

ملاحظة: تم إبلاغ المريضة بالنتائج هاتفيًا على الرقم [[PHONE_E164|010 55449076]].
مدير المعمل: د. [[PERSON|منى الدسوقي]]`,

  // 43. 이력서, CV (KR)
  `이 력 서

성명: [[PERSON|변하늘]] ([[PERSON|Haneul Byun]])
생년월일: [[DATE_OF_BIRTH|1994. 02. 17]]
연락처: [[PHONE_E164|010-6421-7865]] / [[EMAIL|haneul.byun94@naver.com]]
포트폴리오: [[URL|github.com/haneul-byun]]

[경력]
2021.03 ~ 현재  [[ORG|(주)바람개비모빌리티]] 백엔드 개발팀 선임
 - 배차 서버 응답속도 40% 개선, Kotlin/Spring
2018.07 ~ 2021.02  [[ORG|한결소프트 주식회사]] 개발자
 - 사내 ERP v2.4.1 유지보수

[학력]
2014.03 ~ 2018.02  [[ORG|충청과학기술대학교]] 컴퓨터공학과 졸업

[추천인]
[[PERSON|오세진]] 팀장 ([[ORG|(주)바람개비모빌리티]])`,

  // 44. GP referral letter (GB)
  `[[ORG|Thornfield Lane Surgery]]
Dr [[PERSON|Imogen Ravensworth]] · Dr [[PERSON|Kwabena Asante-Reid]]

Date: 26 November 2026
To: Paediatric Allergy Clinic, [[ORG|Northgate General Hospital]]

Re: [[PERSON|Summer Ellery-Nwosu]], DOB [[DATE_OF_BIRTH|04/08/2019]], NHS No [[MRN|601 238 4475]]
Mum: [[PERSON|Precious Ellery-Nwosu]], tel [[PHONE_E164|07456 059481]]

Dear colleague,
I would be grateful if you could see [[PERSON|Summer]], aged 7, who had an episode of lip swelling and widespread urticaria within 10 minutes of eating a cashew at a summer fair in August. No wheeze. Resolved with oral antihistamine. She has eczema and tolerates peanut butter.
I have advised strict cashew avoidance and prescribed an adrenaline auto-injector pending your review.

Yours sincerely,
Dr [[PERSON|Imogen Ravensworth]]
GP Partner`,

  // 45. E-mail (BE, French)
  `De : [[PERSON|Amandine Verhaegen]] <[[EMAIL|a.verhaegen@atelierscharlier.be]]>
À : [[PERSON|Karim Bouzid]] <[[EMAIL|karim@bouzid-renovation.be]]>
Objet : Devis 2026-311 – châssis PVC

Bonjour Monsieur [[PERSON|Bouzid]],

Suite à notre visite de mardi, vous trouverez en annexe le devis n° 2026-311 pour le remplacement de 9 châssis (montant HTVA : 14.870,00 €). L'acompte de 30 % est à verser sur le compte [[IBAN|BE96 7436 2427 4518]] au nom de [[ORG|Ateliers Charlier & Fils SRL]].
Notre poseur, [[PERSON|Grégory]], pourra intervenir à partir du 12 janvier.

N'hésitez pas à m'appeler au [[PHONE_E164|0456 51 71 84]].

Bien à vous,
[[PERSON|Amandine Verhaegen]]
[[ORG|Ateliers Charlier & Fils SRL]] – Gosselies`,

  // 46. Current account statement (IE)
  `[[ORG|Shannonside Credit Union Limited]]
Current Account Statement · 01/11/2026 – 27/11/2026
[[PERSON|Aoife Ní Chonghaile]]
IBAN [[IBAN|IE16 AIBK 4352 2937 5936 80]]   BIC SHNNIE21

Date    Details                                        Debit     Credit    Balance
03 Nov  SALARY [[ORG|CLAREVIEW PHARMA SERVICES DAC]]              2,614.22  3,090.61
05 Nov  DD [[ORG|LOUGH DERG BROADBAND]] 00481127          44.99               3,045.62
08 Nov  POS [[ORG|MURPHY'S BUTCHERS KILLALOE]]             31.60               3,014.02
14 Nov  SEPA TRF [[PERSON|Cathal Ó Ceallaigh]] rent Dec      850.00              2,164.02
20 Nov  POS [[ORG|THE GRACE CAFÉ ENNIS]]                    12.40               2,151.62
25 Nov  STO [[ORG|ST. FLANNAN'S GAA CLUB]] membership        15.00               2,136.62

Overdraft grace period: 3 business days. Member services [[PHONE_E164|(065) 682 4391]]`,

  // 47. LINE chat (TH)
  `[[PERSON|แพรวา]] 🌸: พี่[[PERSON|เอก]] คะ ส่งเลขบัญชีให้หน่อย จะโอนค่าเช่าหอ
[[PERSON|Ekkachai P.]]: ธนาคาร[[ORG|กรุงสยามพาณิชย์ทวีทรัพย์]] 482-1-09917-3 ชื่อ [[PERSON|เอกชัย พึ่งบุญ]] นะ
[[PERSON|แพรวา]] 🌸: โอนแล้วค่ะ 4,500 บาท เลขอ้างอิง 20261126-88140
[[PERSON|Ekkachai P.]]: ได้รับแล้ว ขอบคุณครับ เดือนหน้าค่าไฟของ[[ORG|หอพักบ้านสวนลำไย]]อาจจะแพงขึ้นนะ
[[PERSON|แพรวา]] 🌸: โอเคค่ะ ถ้ามีอะไรโทร [[PHONE_E164|081 222 5179]] ได้เลย
[[PERSON|Ekkachai P.]]: 👍 อ้อ น้อง[[PERSON|ฝน]]ห้อง 305 ฝากบอกว่าฝนตกน้ำรั่วอีกแล้ว`,

  // 48. 个人简历, CV (CN)
  `个人简历
姓名：[[PERSON|司马晓彤]]　性别：女
出生日期：[[DATE_OF_BIRTH|1993年11月5日]]
手机：[[PHONE_E164|131 6242 1084]]　邮箱：[[EMAIL|simaxt1105@163.com]]

工作经历
2020.07—至今　[[ORG|杭州云栖晨曦网络科技有限公司]]　高级产品经理
　· 负责跨境电商SaaS（v5.3）商家端，GMV同比增长62%
2016.07—2020.06　[[ORG|上海锦程汇达咨询有限公司]]　商业分析师

教育背景
2012.09—2016.06　[[ORG|华东财经政法大学]]　信息管理与信息系统　学士

证明人：[[PERSON|钟磊]]（原部门总监），电话 [[PHONE_E164|139 9549 8212]]
自我评价：沟通能力强，熟悉数据分析与用户研究。`,

  // 49. خطاب تحديث بيانات العميل, KYC letter (SA)
  `[[ORG|مصرف الرواسي للتمويل]]
الرقم: 2026/ت ب/77415
التاريخ: 1448/05/06هـ الموافق 27/11/2026م

المكرم الأستاذ [[PERSON|عبدالإله بن مشعل القحطاني]] حفظه الله

السلام عليكم ورحمة الله وبركاته،
نفيدكم بضرورة تحديث بيانات "اعرف عميلك" لحسابكم رقم الآيبان [[IBAN|SA17 7832 9113 3073 1669 3035]] خلال 30 يومًا.
البيانات المسجلة لدينا: جهة العمل [[ORG|شركة أبراج الدرعية للتطوير العقاري]]، الجوال [[PHONE_E164|051 266 8298]].
يمكنكم التحديث عبر التطبيق أو زيارة أقرب فرع. لن نطلب منكم رمز التحقق (OTP) أبدًا.

وتقبلوا خالص التحية،
[[PERSON|نواف العتيبي]]
مدير خدمة العملاء`,

  // 50. Nota de evolución, progress note (AR)
  `[[ORG|Sanatorio Nuestra Señora de Luján del Oeste]]
Nota de evolución – Clínica Médica – 26/11/2026 08:30
Paciente: [[PERSON|Mariano Ezequiel Funes Garrido]], 58 a. HC N.º [[MRN|0331874]]
Obra social: [[ORG|OSPETRA]] afiliado 15-22049813/01

Paciente estable, afebril. Refiere menos disnea. Diuresis 1.800 ml. Tolera dieta hiposódica.
Lab: Na 136, K 4,1, Cr 1,3. BNP en descenso.
Plan: pasar furosemida a VO, alta probable mañana. Control con cardiología (Dra. [[PERSON|Lucrecia Bianchini]]) en 10 días.
Se informó a la esposa, Sra. [[PERSON|Graciela Olmedo]], al [[PHONE_E164|011 15-7361-4581]].

Dr. [[PERSON|Facundo Arrieta Solís]] – MP 48812`,

  // 51. Extrato de conta, account statement (PT)
  `[[ORG|Caixa de Crédito Agrícola Mútuo do Vale do Sousa, CRL]]
Extrato integrado – novembro 2026
Titular: [[PERSON|Filipa Sarmento Teixeira Alves]]
IBAN: [[IBAN|PT45 7860 3984 4195 7457 5406 8]]

Data     Descritivo                                                    Valor (€)
02/11  Transf. venc. [[ORG|Metalúrgica Duarte & Sousa, Lda.]]            +1.284,50
04/11  Débito direto [[ORG|Águas do Vale do Sousa]] ref. 77140082          -24,18
09/11  Compra [[ORG|Pastelaria Flor de Paredes]]                            -6,90
15/11  MB WAY para [[PERSON|Rui Pinheiro]]                                 -35,00
19/11  Pagamento serviços entidade 21312 ref. 884 120 775                  -61,40
22/11  Transf. de [[PERSON|Henrique Alves]] "jantar anos mãe"                +40,00

Saldo disponível: 2.117,36 €. Apoio ao cliente: [[PHONE_E164|255 781 430]]`,

  // 52. Kreditzusage, loan approval (AT)
  `[[ORG|Raiffeisenkasse Oberes Ennstal eGen]]
Bankstelle Schladming

Frau
Mag. [[PERSON|Theresia Leitgeb-Pichler]]

Schladming, 25. November 2026
Ihr Kreditantrag vom 11.11.2026 – Antragsnummer 2026-KR-04471

Sehr geehrte Frau Mag. [[PERSON|Leitgeb-Pichler]],

wir freuen uns, Ihnen die Finanzierung für den Umbau Ihres Gästehauses über EUR 180.000,– zuzusagen (Laufzeit 20 Jahre, Fixzins 4,1 % für 10 Jahre).
Die Auszahlung erfolgt an [[ORG|Holzbau Gruber & Stocker GmbH]] gegen Rechnung auf das Konto [[IBAN|AT02 7683 4191 2510 0783]].
Als Bürge tritt Herr [[PERSON|Florian Pichler]] bei.

Für Rückfragen steht Ihnen Ihr Berater [[PERSON|Stefan Moosbrugger]] unter [[PHONE_E164|0664 554573]] zur Verfügung.

Freundliche Grüße
[[ORG|Raiffeisenkasse Oberes Ennstal eGen]]`,

  // 53. E-mail with bilingual signature (JP/EN)
  `[[PERSON|Marcus]]さん

お世話になっております。[[ORG|株式会社タカミネ精機]]の[[PERSON|東雲]]です。
先日ご依頼いただいた見積書（見積番号 Q-26-1184）を添付いたします。納期は受注後約6週間です。
ご不明点がございましたら、お気軽にご連絡ください。

Best regards,
[[PERSON|東雲 玲奈]] / [[PERSON|Reina Shinonome]]
海外営業部 Overseas Sales
[[ORG|株式会社タカミネ精機]] / [[ORG|Takamine Seiki Co., Ltd.]]
TEL: [[PHONE_E164|+81 3-6812-4470]]  Mobile: [[PHONE_E164|090-1397-2586]]
Mail: [[EMAIL|r.shinonome@takamine-seiki.co.jp]]
[[URL|https://www.takamine-seiki.co.jp/en/]]`,

  // 54. Microsoft Teams chat export (MY)
  `[10:02] [[PERSON|Nurul Ain Zulkifli]]
Guys, client [[ORG|Syarikat Permata Timur Sdn Bhd]] complain invoice INV-MY-20418 double charged. Who handled?
[10:04] [[PERSON|Kelvin Ooi]]
I think [[PERSON|Hari]] did, last week. He's on leave till Monday
[10:05] [[PERSON|Harikrishnan Muthusamy]]
Eh I'm here lah, on MC only. Yes I raised it, but finance system (v7.2) auto-posted twice
[10:06] [[PERSON|Nurul Ain Zulkifli]]
OK can you call their finance person, Puan [[PERSON|Rosnah]]? [[PHONE_E164|012-370 1934]]
[10:07] [[PERSON|Harikrishnan Muthusamy]]
Will do. Their finance sent the corporate Amex for the refund, [[CREDIT_CARD|3734 665164 53919]]. Also cc [[PERSON|Kelvin]], their GM Dato' [[PERSON|Lim Choon Keat]] wants a credit note by Friday
[10:08] [[PERSON|Kelvin Ooi]]
Noted 👍 I'll prepare CN-0091`,

  // 55. Laboratorní nález, lab report (CZ)
  `[[ORG|Laboratoře Medilab Vysočina s.r.o.]] – pracoviště Jihlava
LABORATORNÍ NÁLEZ
Pacient: [[PERSON|Vlastimil Dvořáček]]    Č. pojištěnce: [[MRN|620314/7786]]
Pojišťovna: 111    Žádající lékař: MUDr. [[PERSON|Hana Kostelecká]], [[ORG|Nemocnice Třebíč]]
Datum odběru: 25.11.2026 07:40    Číslo vzorku: 26-448120

Glukóza      6,8 mmol/l   (3,9–5,6)  ↑
Cholesterol  6,2 mmol/l   (< 5,0)    ↑
LDL          4,1 mmol/l   (< 3,0)    ↑
Kreatinin    92 µmol/l    (64–104)

Výsledky telefonicky sděleny sestře ordinace ([[PERSON|Jarmila]]) na č. [[PHONE_E164|606 144 961]].
Validoval: RNDr. [[PERSON|Ondřej Balík]]`,

  // 56. Számlakivonat, account statement (HU)
  `[[ORG|Duna-Tisza Takarékbank Zrt.]]
Számlakivonat – 2026. november
Számlatulajdonos: [[PERSON|Szabóné Kerekes Ildikó]]
IBAN: [[IBAN|HU82 2429 8856 9646 1564 2402 0027]]

Dátum      Megnevezés                                              Összeg (HUF)
11.03.  Munkabér – [[ORG|Alföldi Gépjavító Kft.]]                      +412 600
11.06.  Csoportos beszedés – [[ORG|Kecskeméti Víz- és Csatornamű Zrt.]]    -8 915
11.10.  Kártyás vásárlás [[ORG|Hírös Pékség]] Kecskemét                    -2 340
11.18.  Átutalás [[PERSON|Kerekes Bence]] részére – albérlet                -95 000
11.24.  Átutalás [[PERSON|Szabó Gergely]]-től                             +20 000

Egyenleg: 318 904 HUF · Telefonos ügyfélszolgálat: [[PHONE_E164|06 20 929 6631]]`,

  // 57. Primary care intake note (US)
  `[[ORG|Bayou Teche Community Health Clinic]] – New Patient Intake
Date: 11/25/2026
Patient: [[PERSON|Patrick "Pat" Thibodeaux]]   DOB: [[DATE_OF_BIRTH|02/11/1962]]   MRN: [[MRN|BTC-0088231]]
SSN: [[SSN|416-86-8610]]   Insurance: [[ORG|Gulf South Health Plan]], member ID GSH449201775
Preferred phone: [[PHONE_E164|(337) 291-4508]]   Card on file for copays: Discover [[CREDIT_CARD|6011 0141 9513 4684]] exp 08/29
Emergency contact: [[PERSON|Rose Thibodeaux]] (wife), same number

HPI: 64 y/o M presenting to establish care. Reports 3 months of polyuria, fatigue. Last PCP visit 2019 ([[PERSON|Dr. Landry]], retired). Former smoker, 30 pack-years, quit 2015.
Pt asked us to pat down the paperwork before Friday—wants records sent from [[ORG|Acadiana Heart Institute]].
Plan: A1c, CMP, lipid panel, UA. F/u 2 wks.
Intake by: [[PERSON|Jolene Broussard]], MA`,

  // 58. E-mail (NZ)
  `From: [[PERSON|Ngaire Te Whata]] <[[EMAIL|ngaire.tewhata@kowhaiconsulting.co.nz]]>
To: [[PERSON|Liam Ó Murchadha]] <[[EMAIL|liam.omurchadha@tauhararoofing.co.nz]]>
Subject: Quote Q-1172 – Rotorua warehouse reroof

Kia ora [[PERSON|Liam]],

Thanks for the quote. The board approved it last night, so we're good to go from 8 Dec. [[ORG|Kōwhai Consulting Limited]] will pay the 20% deposit on receipt of invoice – please address it to our accounts team, not to me.
Site contact during the works will be [[PERSON|Tama]], on [[PHONE_E164|021 874 1536]].

Ngā mihi,
[[PERSON|Ngaire]]

[[PERSON|Ngaire Te Whata]] | Operations Manager
[[ORG|Kōwhai Consulting Limited]] | [[PHONE_E164|07 348 2219]]`,

  // 59. Уведомление банка, KYC notice (RU)
  `[[ORG|АО «Банк Ладожский Берег»]]
Исх. № 14-07/88215 от 26.11.2026

Уважаемый [[PERSON|Ростислав Игоревич]]!

В соответствии с требованиями 115-ФЗ просим Вас в срок до 10.12.2026 предоставить документы, подтверждающие источник поступления денежных средств от [[ORG|ООО «Техстрой-Вектор»]] (платёжные поручения № 412 и № 418).
Клиент: [[PERSON|Захарченко Ростислав Игоревич]], дата рождения [[DATE_OF_BIRTH|05.03.1981]].
Документы можно направить персональному менеджеру [[PERSON|Ирине Соловьёвой]] по адресу [[EMAIL|i.solovyova@spalmira-bank.ru]] или по телефону [[PHONE_E164|8 (913) 228-18-63]].
Код подтверждения из СМС никому не сообщайте.

С уважением,
Отдел финансового мониторинга`,

  // 60. WhatsApp chat (CO)
  `[26/11/26, 7:41 p. m.] [[PERSON|Valentina Ospina]]: Hola [[PERSON|Andrés]]! te escribo de [[ORG|Inversiones Café Quindío S.A.S.]], ¿ya le llegó la cotización?
[26/11/26, 7:44 p. m.] [[PERSON|Andrés Felipe Rengifo]]: Hola [[PERSON|Vale]], sí señora. Pero el flete a Pereira salió muy caro
[26/11/26, 7:45 p. m.] [[PERSON|Valentina Ospina]]: Le puedo mejorar con [[ORG|Transportes El Arriero Ltda]], me confirma la dirección?
[26/11/26, 7:47 p. m.] [[PERSON|Andrés Felipe Rengifo]]: Cra 14 # 22-31, barrio Los Alpes. pedido 7781
[26/11/26, 7:49 p. m.] [[PERSON|Valentina Ospina]]: Listo. Cualquier cosa me marca al [[PHONE_E164|321 787 2694]] o a la oficina [[PHONE_E164|(604) 220 7479]]
[26/11/26, 7:50 p. m.] [[PERSON|Andrés Felipe Rengifo]]: gracias!! saludos a doña [[PERSON|Amparo]]`,

  // 61. Currículum vitae (CL)
  `CURRÍCULUM VITAE
[[PERSON|Catalina Ignacia Muñoz Fuenzalida]]
Ingeniera Civil Industrial · Santiago
Cel. [[PHONE_E164|+56 9 6218 4407]] · [[EMAIL|catalina.munoz.f@gmail.com]]
[[URL|linkedin.com/in/catamunozf]]

EXPERIENCIA LABORAL
2022 – actual   Jefa de Planificación, [[ORG|Frigorífico Austral Magallanes SpA]], Punta Arenas
  – Redujo mermas de inventario en 18 % con S&OP mensual.
2019 – 2022     Analista de Operaciones, [[ORG|Viña Cerro Alegre S.A.]]
2018            Práctica profesional, [[ORG|Minera Los Cóndores Ltda.]]

EDUCACIÓN
[[ORG|Universidad Técnica del Pacífico Sur]] – Ingeniería Civil Industrial (2013–2018)

REFERENCIAS
Sr. [[PERSON|Rodrigo Valenzuela Peña]], Gerente de Operaciones, [[ORG|Frigorífico Austral Magallanes SpA]] – [[PHONE_E164|(2) 2244 5798]]`,

  // 62. Kontoutskrift, account statement (NO)
  `[[ORG|Sparebanken Helgeland Nord]]
Kontoutskrift brukskonto · november 2026
Kontoeier: [[PERSON|Sigrid Haugland Bjørnstad]]
Kontonummer 2291.58.09270 · IBAN [[IBAN|NO54 2291 5809 270]]

Dato   Forklaring                                                 Beløp (NOK)
01.11  Lønn [[ORG|Helgelandskysten Havbruk ASA]]                          +38 420,00
04.11  Efaktura [[ORG|Mosjøen Kraftlag AS]] KID 004471182                 -1 284,50
08.11  Varekjøp [[ORG|Bakeriet i Sandnessjøen]]                             -89,00
13.11  Vipps til [[PERSON|Even Strand]]                                     -450,00
20.11  Overføring fra [[PERSON|Bjørn Arild Haugland]]                       +2 000,00

Saldo: 41 772,38 · Spørsmål? Ring [[PHONE_E164|75 11 42 80]]`,

  // 63. Lähete, referral (FI)
  `[[ORG|Pihlajakoski Terveysasema]]
LÄHETE – sisätautien poliklinikka, [[ORG|Keski-Pohjanmaan keskussairaala]]

Potilas: [[PERSON|Aatu Juhani Heikkilä-Rautio]]
Syntymäaika: [[DATE_OF_BIRTH|23.09.1971]]
Potilasnumero: [[MRN|KP-0917723]]
Puhelin: [[PHONE_E164|041 578 4831]]

Lähetteen syy: anemia (Hb 98), ferritiini 6, vatsavaivoja kolme kuukautta. Gastroskopia ja kolonoskopia pyydetään.
Lääkitys: metformiini 1 g x 2, ramipriili 5 mg x 1.
Omainen: puoliso [[PERSON|Helena]] (sama numero).

Ystävällisin terveisin
[[PERSON|Kaisa Lähteenmäki]], LL, yleislääketieteen erikoislääkäri`,

  // 64. E-mail with signature, in English (DK)
  `Hi [[PERSON|Mikkel]],

Thanks for the call yesterday. As agreed, here is order confirmation 2026-8817 for the 40 ventilation units, delivery in week 51 to your warehouse in Kolding.
Payment 30 days net. The invoice will come from our new ERP (v11.4.0.2), so it will look a bit different from usual.

Med venlig hilsen / Best regards

[[PERSON|Frederikke Lund Kristoffersen]]
Key Account Manager
[[ORG|Nordklima Ventilation A/S]]
Industrivej 41, 8700 Horsens
Direkte: [[PHONE_E164|+45 34 97 25 86]]
[[EMAIL|flk@nordklima.dk]] · [[URL|www.nordklima.dk]]`,

  // 65. Support ticket (QA)
  `Ticket QA-CS-77201 · Channel: web form · Language: English
Customer: [[PERSON|Abdulrahman Al-Kuwari]]
Company: [[ORG|Al Dafna Facilities Management W.L.L.]]
Mobile: [[PHONE_E164|3318 9148]] · Email: [[EMAIL|a.alkuwari@aldafnafm.qa]]

Message:
Dear team, my corporate card [[CREDIT_CARD|4361 3153 6203 7597]] was charged twice for booking ref HTL-55810 at [[ORG|Corniche Pearl Hotel]] (QAR 1,250 each). Please reverse one. My colleague [[PERSON|Joseph Mathew]] has the hotel confirmation.

Agent note ([[PERSON|Shaima]]): Confirmed duplicate auth, second one is a pre-auth hold, drops in 7 days. Informed customer by phone. Closing.`,

  // 66. CV (PK)
  `[[PERSON|Muhammad Hamza Qureshi]]
House 18, Street 7, G-11/2, Islamabad · [[PHONE_E164|0301 8573842]] · [[EMAIL|hamza.qureshi.se@outlook.com]]
GitHub: [[URL|github.com/hqureshi-dev]]

SUMMARY
Software engineer, 6 years, payments and mobile banking backends (Java, Go).

EXPERIENCE
Senior Software Engineer — [[ORG|Margalla Digital Payments (Pvt.) Ltd.]]   2023 – present
 • Built the wallet ledger processing 1.2M txns/day.
Software Engineer — [[ORG|Indus Crescent Bank Limited]], IT Division        2020 – 2023
Associate Engineer — [[ORG|Zarkon Technologies]]                             2019 – 2020

EDUCATION
BS Computer Science, [[ORG|Rawal Institute of Engineering Sciences]], 2019 (CGPA 3.6)

REFERENCES
[[PERSON|Ayesha Siddiqa]], Engineering Manager, [[ORG|Margalla Digital Payments (Pvt.) Ltd.]]`,

  // 67. Scrisoare de aprobare credit, loan letter (RO)
  `[[ORG|Banca Carpatică de Dezvoltare S.A.]]
Sucursala Cluj-Napoca · Nr. 8814/25.11.2026

Stimate domnule [[PERSON|Bogdan-Ionuț Stănescu]],

Vă informăm că cererea dvs. de credit de nevoi personale nr. CR-26-04417 a fost aprobată, în valoare de 45.000 lei, pe 60 de luni, DAE 9,87 %.
Suma va fi virată în contul [[IBAN|RO33 RNCB 5013 6777 3091 8278]] după semnarea contractului.
Venitul a fost confirmat prin adeverința emisă de angajatorul dvs., [[ORG|Someș Logistic Transport S.R.L.]].

Pentru programarea semnării, vă rugăm să o contactați pe doamna [[PERSON|Roxana Mureșan]] la [[PHONE_E164|0712 421 045]].

Cu stimă,
[[PERSON|Adrian Pop]]
Director sucursală`,

  // 68. Izvod po računu, account statement (HR)
  `[[ORG|Jadranska štedna banka d.d.]]
IZVOD br. 11/2026 – tekući račun
Vlasnik računa: [[PERSON|Ivana Marković Šimunić]]
IBAN: [[IBAN|HR66 8548 6122 9459 1934 3]]

Datum    Opis                                                      Iznos (EUR)
03.11.  Plaća – [[ORG|Dalmacija Vinarija d.o.o.]]                         +1.540,00
06.11.  Režije – [[ORG|Vodovod i odvodnja Split d.o.o.]] poziv na broj 8820-114   -32,14
09.11.  POS [[ORG|Konzum plus Kaštela]]                                       -47,85
16.11.  Prijenos – [[PERSON|Tomislav Šimunić]] (najam)                         -400,00
21.11.  Uplata od [[PERSON|Ante Marković]]                                   +150,00

Stanje: 1.906,37 EUR · Info: [[PHONE_E164|021 381 559]]`,

  // 69. E-mail, in English (LU)
  `From: [[PERSON|Joëlle Reuter]] <[[EMAIL|joelle.reuter@kirchbergtreuhand.lu]]>
To: [[PERSON|Pedro Antunes]]
Subject: Domiciliation – facture 2026/1142

Hi [[PERSON|Pedro]],

Following our call, I can confirm that [[ORG|Antunes Construction S.à r.l.]] stays domiciled with us for 2027. Invoice 2026/1142 (EUR 2,340.00 incl. VAT) is payable to account [[IBAN|LU87 3035 0750 2937 9898]] in the name of [[ORG|Kirchberg Treuhand S.A.]] (not LU87 3035 0750 2937 9899, a typo on the previous invoice).
Could you also send me a current extract of the register of beneficial owners (RBE)?

Kind regards,
[[PERSON|Joëlle Reuter]]
Senior Corporate Officer
T [[PHONE_E164|+352 26 48 17 31]]`,

  // 70. Ticket de reclamo (PE)
  `Reclamo N.º 2026-LR-004117 · Libro de Reclamaciones virtual
Proveedor: [[ORG|Tiendas Chasqui Hogar S.A.C.]] – RUC 20604418871
Consumidor: [[PERSON|Milagros Huamaní Quispe]]
Celular: [[PHONE_E164|910 142 380]] · Correo: [[EMAIL|milagros.hq@hotmail.com]]

Detalle: Compré una refrigeradora (pedido WEB-88153) el 02/11/2026 pagando con mi tarjeta [[CREDIT_CARD|4878 0188 1454 0988]]. Me cobraron S/ 2,899.00 dos veces y la entrega no llegó en la fecha indicada. El repartidor de [[ORG|Olva Express Andina]] dijo que no había stock.
Pedido: devolución de un cobro y entrega inmediata.

Respuesta ([[PERSON|Luis Chávez]], Atención al Cliente): Se confirmó el doble cargo; el extorno se verá reflejado en 7 días hábiles. Código de operación 004417.`,

  // 71. Slack DM thread (IE/GB)
  `[[PERSON|ciara.byrne]] 14:02
hey, did [[PERSON|rob]] send you the dpa for the [[ORG|Corrib Analytics]] deal?
[[PERSON|oisin_m]] 14:05
not yet. he said he'd mark it up tonight
[[PERSON|ciara.byrne]] 14:06
grand. their legal contact is [[PERSON|hope adeyemi-clarke]], [[EMAIL|hope.ac@corribanalytics.ie]] if you want to chase directly
[[PERSON|oisin_m]] 14:08
👍 also the sandbox whitelists [[IPV4|52.214.87.140]] only so tell them to use the vpn
[[PERSON|ciara.byrne]] 14:09
will do. I have no hope of finishing the SOW today tbh`,

  // 72. 카카오톡 대화, KakaoTalk chat (KR)
  `[[PERSON|지민]]이 엄마
오늘 반 모임 장소 바뀌었대요~ [[ORG|카페 솔바람]] 말고 [[ORG|한울베이커리]] 2층이요

[[PERSON|서윤]]맘 [[PERSON|이혜진]]
아 네네! 몇 시였죠?

[[PERSON|지민]]이 엄마
7시요. [[PERSON|박정호]] 선생님도 오신대요

[[PERSON|서윤]]맘 [[PERSON|이혜진]]
회비는 어디로 보내면 돼요?

[[PERSON|지민]]이 엄마
[[ORG|새누리신협]] 3127-0441-9980 예금주 [[PERSON|채수아]]요. 혹시 모르면 [[PHONE_E164|010-2345-7817]]로 연락주세요~`,

  // 73. 微信群聊, WeChat group chat (CN)
  `【浦东三期业主群】
[[PERSON|阿强]]：各位邻居，物业费今年涨到3.2元/平了？
[[PERSON|顾晓雯]]：是的，[[ORG|上海恒安物业管理有限公司]]昨天发的通知
[[PERSON|Summer周]]：我家还没收到账单，订单号是多少啊
[[PERSON|顾晓雯]]：账单号 PF-2026-11-3307，在公众号里查
老[[PERSON|宋]]：有问题可以找物业[[PERSON|龚]]经理，电话[[PHONE_E164|131 4642 3093]]
[[PERSON|Summer周]]：谢谢[[PERSON|宋]]叔！对了夏天(summer)那次停水赔偿也没给呢
[[PERSON|阿强]]：@[[PERSON|顾晓雯]] 你是业委会的，帮忙问问？`,

  // 74. Résumé (CA)
  `[[PERSON|Mark-Antoine Bélanger]]
Montréal, QC · [[PHONE_E164|(514) 582-3390]] · [[EMAIL|ma.belanger@videotron.ca]] · [[URL|mabelanger.dev]]

PROFESSIONAL EXPERIENCE
Data Engineer — [[ORG|Boréalis Assurances Inc.]], Montréal               2022 – present
 • Migrated 40 nightly ETL jobs to Airflow 2.7; cut failures by 70%.
 • Mentored two interns from [[ORG|Collège Saint-Laurent-des-Érables]].
BI Developer — [[ORG|Maple Ridge Freight Corp.]], Toronto                2019 – 2022
Junior Analyst — [[ORG|Caisse Desjardins des Trois-Rivières Est]]        2017 – 2019

EDUCATION
B.Sc. Informatique, [[ORG|Université de Sherbrooke]], 2017

REFERENCES
[[PERSON|Genevieve Tran-Lapointe]], Director of Data, [[ORG|Boréalis Assurances Inc.]] — [[EMAIL|g.tranlapointe@borealis-assurances.ca]]
Available upon request: letters from [[PERSON|Will Kowalchuk]] (former manager).`,

  // 75. Αντίγραφο κίνησης λογαριασμού, statement (GR)
  `[[ORG|Τράπεζα Αιγαιοπελαγίτικης Πίστεως Α.Ε.]]
ΑΝΤΙΓΡΑΦΟ ΚΙΝΗΣΗΣ ΛΟΓΑΡΙΑΣΜΟΥ – Νοέμβριος 2026
Δικαιούχος: [[PERSON|ΜΑΥΡΟΜΑΤΗ ΑΙΚΑΤΕΡΙΝΗ]]
IBAN: [[IBAN|GR29 3000 4404 2189 1759 6646 262]]

Ημ/νία   Περιγραφή                                                   Ποσό (€)
02/11  Μισθοδοσία [[ORG|Κρητικά Ελαιουργεία Ψαράκης Ο.Ε.]]                  +1.120,00
05/11  Ρεύμα – [[ORG|Ηλεκτρική Ενέργεια Νότου Α.Ε.]] λογ. 48810227             -73,40
10/11  Αγορά [[ORG|Φούρνος Η Βασιλόπιτα]] Ηράκλειο                            -8,20
17/11  Μεταφορά προς [[PERSON|Νικόλαο Ζαχαριάδη]] ενοίκιο                     -380,00
24/11  Κατάθεση από [[PERSON|Γιώργο Μαυρομάτη]]                              +100,00

Υπόλοιπο: 1.412,66 € · Εξυπηρέτηση πελατών [[PHONE_E164|21 5605 9481]]`,

  // 76. דוא"ל עסקי, business e-mail (IL)
  `מאת: [[PERSON|אורי שטרנברג]] <[[EMAIL|uri.s@kalanit-tech.co.il]]>
אל: [[PERSON|דנה מזרחי]]
נושא: הצעת מחיר 2026-441 – מערכת מיזוג

היי [[PERSON|דנה]],

מצורפת הצעת המחיר עבור [[ORG|קלנית טכנולוגיות מיזוג בע"מ]] להתקנת 12 יחידות בבניין ברחובות. המחיר כולל מע"מ ותקף עד 15/12.
התשלום בהעברה בנקאית לחשבון [[IBAN|IL14 4320 0926 3146 2875 766]].
אם יש שאלות טכניות אפשר לפנות ישירות ל[[PERSON|משה]] מהשטח: [[PHONE_E164|050-429-4473]].

בברכה,
[[PERSON|אורי שטרנברג]]
מנהל פרויקטים, [[ORG|קלנית טכנולוגיות מיזוג בע"מ]]`,

  // 77. WhatsApp chat, Hinglish (IN)
  `[26/11/26, 9:14 pm] [[PERSON|Rohit]] Bhaiya: [[PERSON|Tanvi]], tera PAN aur Aadhaar bhej de, CA ko ITR file karna hai
[26/11/26, 9:16 pm] [[PERSON|Tanvi Deshmukh]]: PAN [[NATIONAL_ID|RAFPD0700U]] hai. Aadhaar ka photo bhejti hu
[26/11/26, 9:17 pm] [[PERSON|Tanvi Deshmukh]]: [[NATIONAL_ID|3461 9462 6690]]
[26/11/26, 9:18 pm] [[PERSON|Rohit]] Bhaiya: ok. Form 16 [[ORG|Sarvottam Infra Projects Pvt Ltd]] se mila?
[26/11/26, 9:20 pm] [[PERSON|Tanvi Deshmukh]]: haan, HR wali [[PERSON|Meenal]] ma'am ne mail kiya tha. OTP aaya 551903, woh kisko dena hai?
[26/11/26, 9:21 pm] [[PERSON|Rohit]] Bhaiya: kisi ko nahi!! CA [[PERSON|Agarwal]] uncle ka number [[PHONE_E164|98290 41176]], unko direct call kar lena`,

  // 78. Card dispute e-mail (US)
  `From: [[PERSON|Jacqueline Moreau-Whitfield]] <[[EMAIL|jmw.home@icloud.com]]>
To: [[EMAIL|disputes@lakeshorecard.com]]
Subject: Dispute – unauthorized charges, case request

To whom it may concern,

I am disputing two charges on my [[ORG|Lakeshore National Bank]] Visa, card number [[CREDIT_CARD|4404 2354 0737 9771]]:
 • 11/19 [[ORG|PRIMEGLOW ELECTRONICS]] ONLINE  $1,249.99
 • 11/20 [[ORG|VELOCITY GAMES STORE]]  $89.00
I did not make either purchase. My card never left my possession. My new card (reissued 11/21) ends in 2207.
For identity verification, the last statement shows account holder [[PERSON|Jacqueline Moreau-Whitfield]], SSN [[SSN|564-86-2906]].
Please call me at [[PHONE_E164|(773) 640-2218]]; my husband [[PERSON|Will]] may answer.

Thank you,
[[PERSON|Jacqueline]]`,

  // 79. Letter confirming employment and National Insurance number (GB)
  `[[ORG|Pennine Ridge Care Homes Ltd]]
Human Resources · 14 Summerseat Lane, Ramsbottom BL0 9PT

26 November 2026

To: [[ORG|Department for Work and Pensions]]

Re: [[PERSON|Grace Adebayo-Hollins]], National Insurance number [[NATIONAL_ID|PW 27 84 36 A]], date of birth [[DATE_OF_BIRTH|9 May 1988]]

I confirm that the above employee has worked for [[ORG|Pennine Ridge Care Homes Ltd]] as a Senior Care Assistant since 3 April 2021 on a permanent contract of 30 hours per week. Her gross pay is £1,842.17 per month (payroll no. 004471). She is currently on statutory maternity leave until 2 June 2027.
Please contact me on [[PHONE_E164|01706 822 415]] or at [[EMAIL|hr@pennineridgecare.co.uk]] if you need anything further.

Yours faithfully,
[[PERSON|Bill Ramsden]]
HR Manager`,

  // 80. Support ticket, Taglish (PH)
  `Ticket #ML-2026-118806 · Subject: Hindi dumating ang refund
Customer: [[PERSON|Jericho Dela Paz]] · [[PHONE_E164|0908 539 8174]] · [[EMAIL|jericho.delapaz@gmail.com]]

Hi po! Nag-cancel ako ng order (Order ID 5512-8873-1109) noong Nov 10 pero wala pa rin yung refund sa card ko. Ginamit ko yung card 5217 0589 6338 6247 ay mali, [[CREDIT_CARD|5217 0589 6338 6244]] pala, na galing sa [[ORG|Bangko ng Kabisayaan]]. Sabi ni [[PERSON|Angel]] sa chat 5-7 banking days daw, 12 days na po. Pakitingnan naman, salamat!

--- Agent reply ([[PERSON|Rhea Mae Sarmiento]], [[ORG|Mabilis Partner Services Inc.]]) ---
Hi Sir [[PERSON|Jericho]], we checked and the refund (ref RF-440219) was sent on Nov 14. Please allow your bank additional time. If still not posted by Nov 30, reply here and we will raise it to the merchant.`,
];
