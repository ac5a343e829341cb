// Corpus 2026u part 2: training documents for the tagger (issue 22), written and labelled by lab-u2.
// Forms and records mostly; markup `[[TYPE|value]]` as in ../corpus-2026/README.md.
export const TRAIN_U_2_CORPUS: readonly string[] = [
  `DISCHARGE SUMMARY — Ward 7B (Respiratory), [[ORG|Northgate Vale General Hospital]]
Patient: [[PERSON|Oluwaseun Pritchard-Hale]]    NHS No: [[MRN|482 337 9051]]
DOB: [[DATE_OF_BIRTH|14/02/1958]]    Admitted: 03/11/2026    Discharged: 09/11/2026
Consultant: Dr [[PERSON|Imogen Sallis]] (Respiratory Medicine)
Diagnosis: Community-acquired pneumonia, COPD exacerbation. Started on Amoxicillin and Prednisolone 30 mg.
GP: Dr [[PERSON|Rhodri Ashcombe]], [[ORG|Bramley Lane Surgery]], tel [[PHONE_E164|07400 287552]].
Next of kin: daughter [[PERSON|Tolu]] ([[PERSON|Toluwani Pritchard]]) on [[PHONE_E164|+44 7400 856463]].
Pharmacist: [[PERSON|Deepa Raithatha]]. Community pharmacy: [[ORG|Hollybush Pharmacy]], [[PHONE_E164|07400 629667]].
Follow-up in Chest Clinic, 6 weeks. Letter typed by Ward Clerk, ext 4412.`,
  `Patient portal — Secure message
From: [[PERSON|Marisol Vandeberg]] <[[EMAIL|m.vandeberg@fastmailbox.net]]>
To: Care Team, [[ORG|Lakeshore Bend Family Medicine]]
Re: refill request

Hi, this is [[PERSON|Marisol]] (MRN [[MRN|LFM-0093317]], DOB [[DATE_OF_BIRTH|07/22/1979]]). I need a refill of Lisinopril 10mg before my appointment on 12/04/2026. My pharmacy is [[ORG|Crestview Pharmacy]] at [[PHONE_E164|(201) 539-0477]]. Also my husband [[PERSON|Dale]] can be reached at [[PHONE_E164|(201) 577-4023]] if I don't pick up. Portal login issues: my IP shows as [[IPV4|73.119.42.208]], support ticket 558102.
Thanks, [[PERSON|Marisol]]
— auto-reply: your message was routed to [[PERSON|Kendra Lutz]], RN. View it at [[URL|https://portal.lakeshorebendfm.org/messages]]`,
  `Arztbrief — [[ORG|Klinikum Hohenfels]], Innere Medizin, Station 4 Süd
Sehr geehrte Frau Kollegin [[PERSON|Wiebke Tannhäuser]],
wir berichten über Ihre Patientin Frau [[PERSON|Gudrun Esselbach]], geb. [[DATE_OF_BIRTH|03.09.1947]], Pat.-Nr. [[MRN|20117845]], die sich vom 02.11.2026 bis 10.11.2026 in unserer stationären Behandlung befand.
Diagnosen: Vorhofflimmern, Herzinsuffizienz NYHA II.
Medikation: Apixaban 5 mg 1-0-1, Bisoprolol 2,5 mg.
Rückfragen gern an OA Dr. [[PERSON|Konstantin Wehrle]], Tel. [[PHONE_E164|01512 3919789]].
Kopie an: Hausärztin [[PERSON|Ortrud Pfannschmidt]], [[ORG|Hausarztpraxis am Mühlbach]], Tel. [[PHONE_E164|01512 3015185]]
Krankenkasse: [[ORG|Hanseatische Betriebskrankenkasse Nord]]
Mit freundlichen Grüßen, [[PERSON|K. Wehrle]], Oberarzt`,
  `COMPTE RENDU D'HOSPITALISATION — Service de Cardiologie, [[ORG|Centre Hospitalier de Vire-Normandie]]
Patient : M. [[PERSON|Hervé Lagardelle]]   IPP : [[MRN|7700418823]]
Né le [[DATE_OF_BIRTH|21 mars 1952]] à Caen. Entrée le 4 novembre 2026, sortie le 8 novembre 2026.
Médecin traitant : Dr [[PERSON|Solène Quiniou]], [[PHONE_E164|06 12 10 78 39]].
Traitement de sortie : Kardégic 75 mg, Atorvastatine 40 mg.
Personne de confiance : sa fille [[PERSON|Maëlys Lagardelle]], [[PHONE_E164|+33 6 12 46 19 15]], [[EMAIL|maelys.lagardelle@orange-mail.fr]].
Rédigé par l'interne de garde, validé le 9 novembre.`,
  `[[ORG|Arogyadhara Diagnostics Pvt Ltd]] — LABORATORY REPORT
Patient Name : [[PERSON|Harpreet Kaur Bhullar]]   Age/Sex : 46 Y / F
UHID : [[MRN|SDX/2026/118857]]   Sample collected: 18-Nov-2026 08:10   Reported: 18-Nov-2026 14:32
Ref. By : Dr. [[PERSON|Anirudh Talwar]] (MD Medicine)
HbA1c 7.9 % (H) | Fasting glucose 142 mg/dL (H) | TSH 2.1 mIU/L
Aadhaar (for ABHA link): [[NATIONAL_ID|8562 0894 3018]]
Contact: [[PHONE_E164|081236 57525]] / husband [[PERSON|Jaspreet Singh Bhullar]] [[PHONE_E164|081238 10085]]
Verified by: [[PERSON|Meenal Sathe]], Pathologist; sample received by [[PERSON|ravi]] (phlebotomy)
Lab No. 77120934. This is a computer generated report.`,
  `診療情報提供書
[[ORG|医療法人社団 楓翠会 みなと台北クリニック]] 内科
患者氏名：[[PERSON|榊原 千景]]（[[PERSON|さかきばら ちかげ]]） 様　女性
生年月日：[[DATE_OF_BIRTH|昭和49年8月3日]]　診察券番号：[[MRN|0057319]]
紹介先：[[ORG|相模野中央総合病院]] 消化器内科 [[PERSON|篠田 亮介]] 先生
傷病名：逆流性食道炎、鉄欠乏性貧血　処方：ネキシウム、フェロミア
受診日：令和8年11月12日　電話：[[PHONE_E164|090-1224-4404]]
担当医：[[PERSON|望月 紘一]]
紹介状作成日：令和8年11月13日　FAX送付先 [[ORG|相模野中央総合病院]] 地域連携室`,
  `[[ORG|浙江省杭临第二人民医院]] 门诊病历
姓名：[[PERSON|顾晓岚]]　性别：女　出生日期：[[DATE_OF_BIRTH|1983年6月17日]]
病历号：[[MRN|ZJ2026-0471183]]　就诊日期：2026年11月20日　科室：内分泌科
主诉：口干多饮三月。诊断：2型糖尿病。处方：二甲双胍缓释片 0.5g。
联系电话：[[PHONE_E164|131 2316 5749]]　紧急联系人：丈夫 [[PERSON|沈立群]] [[PHONE_E164|131 2321 9851]]
医师：[[PERSON|韦振东]]　医保卡所属单位：[[ORG|杭州临平精密轴承有限公司]]　下次复诊：2026年12月18日`,
  `[[ORG|가온누리대학교병원]] 진단검사의학과 검사결과지
환자명: [[PERSON|표서윤]]   등록번호: [[MRN|10483921]]   생년월일: [[DATE_OF_BIRTH|1991.11.05]]
채취일시: 2026.11.21 07:40   보고일시: 2026.11.21 15:02
처방의: [[PERSON|국현우]] 교수 (류마티스내과)
CRP 3.2 mg/dL ▲  ESR 48 mm/hr ▲  RF 양성
연락처 [[PHONE_E164|010-2052-6484]] / 보호자 [[PERSON|표정민]] [[PHONE_E164|+82 10 2094 2761]]`,
  `ВЫПИСКА ИЗ МЕДИЦИНСКОЙ КАРТЫ СТАЦИОНАРНОГО БОЛЬНОГО № [[MRN|5183/26]]
[[ORG|ГБУЗ «Городская клиническая больница № 31 им. Л. П. Вершинина»]]
ФИО: [[PERSON|Колокольцева Ангелина Тимуровна]], дата рождения [[DATE_OF_BIRTH|09.04.1966]]
Находилась на лечении в неврологическом отделении с 02.11.2026 по 16.11.2026.
Диагноз: Ишемический инсульт в бассейне левой СМА. Рекомендовано: Клопидогрел 75 мг.
Лечащий врач [[PERSON|Е. В. Тарханова]]. Тел. родственников: [[PHONE_E164|8 (912) 315-61-98]] (сын [[PERSON|Артём]]).
Зав. отделением [[PERSON|Р. Ф. Сабитов]]. Выписку получил(а): [[PERSON|Колокольцев А. И.]]`,
  `INFORME DE ALTA — Servicio de Traumatología, [[ORG|Hospital Universitario Sierra de Gredos]]
Paciente: [[PERSON|Inmaculada Bestard Oliver]]   NHC: [[MRN|3009871]]
Fecha de nacimiento: [[DATE_OF_BIRTH|2 de febrero de 1940]]   Fecha de ingreso: 11/11/2026
Diagnóstico: fractura pertrocantérea de cadera derecha. Intervención: clavo gamma el 12/11/2026.
Tratamiento: Enoxaparina 40 mg sc 30 días, Paracetamol 1 g/8 h.
Contacto familiar: [[PERSON|Xisco Bestard]], [[PHONE_E164|612 30 49 35]].
Facultativo: Dra. [[PERSON|Ainhoa Urquijo]]
Médico de atención primaria: [[PERSON|Pere Garau]], [[ORG|Centro de Salud Son Gotleu]]`,
  `SOLICITUD DE APERTURA DE CUENTA — PERSONA FÍSICA
Institución: [[ORG|Banco Regional del Bajío Poniente, S.A., Institución de Banca Múltiple]]
Nombre(s): [[PERSON|Rigoberta]]   Apellido paterno: [[PERSON|Zamudio]]   Apellido materno: [[PERSON|Ocaranza]]
Fecha de nacimiento (dd/mm/aaaa): [[DATE_OF_BIRTH|29/01/1988]]   Lugar: Puebla, Pue.
Ocupación: Contadora   Empleador: [[ORG|Grupo Ferretero Atlixco S.A. de C.V.]]
Teléfono celular: [[PHONE_E164|222 107 5755]]   Correo: [[EMAIL|rigo.zamudio88@correo-mx.com]]
Fecha de solicitud: 19/11/2026   Folio: 00481772   CLABE destino: 002180700123456781
Beneficiario: [[PERSON|Leónidas Zamudio Ocaranza]] (hijo), nacido el [[DATE_OF_BIRTH|12 de agosto de 2014]]
Ejecutivo: [[PERSON|Baltazar Ordóñez]]`,
  `FICHA CADASTRAL — [[ORG|Cooperativa de Crédito Vale do Itajaí Ltda.]]
Nome completo: [[PERSON|Josué Rabelo Cavalcanti]]   Nome da mãe: [[PERSON|Benedita Rabelo]]
Data de nascimento: [[DATE_OF_BIRTH|05/10/1975]]   Data de admissão como cooperado: 01/03/2019
Celular: [[PHONE_E164|(11) 96123-0129]]   E-mail: [[EMAIL|josue.cavalcanti@provedor-sul.com.br]]
Cônjuge: [[PERSON|Lívia Rabelo]]   Tel. recado: [[PHONE_E164|+55 11 96192 4711]]
Conta para crédito: [[IBAN|BR72 9185 3804 7521 6839 9480 982C 1]]
Dependente: [[PERSON|Heitor Rabelo Cavalcanti]], nasc. [[DATE_OF_BIRTH|08/03/2011]]
Gerente: [[PERSON|Ediane Porto]] — emitido em 22/11/2026`,
  `REFERTO RADIOLOGICO — [[ORG|Azienda Ospedaliera San Gerardo dei Tintori]]
Paziente: [[PERSON|Ottavio Brambillasca]]   Nato il: [[DATE_OF_BIRTH|17/06/1961]]
N. nosologico: 2026/77415   Cod. paziente: [[MRN|SG-00918334]]
Esame: TC torace con mdc, eseguito il 20/11/2026.
Reperto: nodulo solido di 9 mm al lobo superiore destro. Si consiglia controllo a 3 mesi.
Medico refertante: Dott.ssa [[PERSON|Ludovica Pagnoncelli]]   Tecnico: [[PERSON|Samuele Bonacina]]
Medico curante: dott. [[PERSON|Sergio Locatelli]]. Per informazioni: [[PHONE_E164|312 311 5621]] o [[EMAIL|radiologia.prenotazioni@asst-tintori.it]]`,
  `Verwijsbrief huisarts
Van: [[ORG|Huisartsenpraktijk De Linde]], [[PERSON|Margriet Oosterveld]] (huisarts)
Aan: polikliniek Dermatologie, [[ORG|Rivierenland Ziekenhuis]]
Betreft: mevr. [[PERSON|Femke Dijkhuizen-Arslan]], geb. [[DATE_OF_BIRTH|28-08-1993]], BSN bekend bij u, patiëntnr. [[MRN|RZ 1184072]]
Klacht: sinds juli een groeiende gepigmenteerde laesie op de rug. Gebruikt: Levothyroxine 50 mcg.
Telefoon patiënt: [[PHONE_E164|06 12605662]]. Graag beoordeling binnen 2 weken. Datum: 17-11-2026. Zorgverzekeraar: [[ORG|Zilveren Polder Zorgverzekeringen N.V.]]`,
  `[[ORG|Wattle Street Chemist]]  ph [[PHONE_E164|0412 881 330]]
Rx 4471290   20/11/2026
[[PERSON|HENDERSON-QUAYLE, Bronwyn]]
DOB [[DATE_OF_BIRTH|11/05/1950]]
METFORMIN XR 1000MG TABLETS  Qty 60
Take ONE tablet TWICE a day with food.
Dr [[PERSON|T. Nakamura-Boyd]]   Repeats: 5
Pharmacist: [[PERSON|Ellie Sandhu]]  Medicare/PBS: concession card on file
Keep out of reach of children. Batch 22K41 Exp 08/2028`,
  `CLAIM FOR HEALTH BENEFITS — [[ORG|Maritime Mutual Life Assurance Company]]
Plan member: [[PERSON|Gaétan Thibodeau]]   Certificate #: 880-41172
Member date of birth (YYYY-MM-DD): [[DATE_OF_BIRTH|1969-12-02]]
Patient: spouse, [[PERSON|Rosalind Thibodeau]], born [[DATE_OF_BIRTH|1971-03-29]]
Provider: [[ORG|Moncton Physiotherapy Associates]], therapist [[PERSON|Keisha Alward]]
Date of service: 2026-11-14   Amount: $95.00
Phone: [[PHONE_E164|(506) 200-4461]]   Email: [[EMAIL|gthibodeau@nbmail.ca]]
Direct deposit: transit 00512, account 4471023 (not shown in full)
Submitted via [[URL|https://claims.maritimemutual.ca]]. Signed 2026-11-18.`,
  `KARTA PRACOWNIKA — Dział Kadr
Pracodawca: [[ORG|Zakłady Mechaniczne Wisłoka Sp. z o.o.]]
Imię i nazwisko: [[PERSON|Bożena Chmielowiec]]
Data urodzenia: [[DATE_OF_BIRTH|14 października 1984]] r.   Data zatrudnienia: 01.02.2021
Stanowisko: Starszy Specjalista ds. Logistyki   Przełożony: [[PERSON|Wiesław Kopytko]]
Telefon: [[PHONE_E164|512 822 261]]   e-mail służbowy: [[EMAIL|b.chmielowiec@wisloka-zm.pl]]
Nr rachunku do wypłat: PL62 1090 1014 0000 0712 1981 2874 (zmiana od 01.12.2026)
Osoba do kontaktu w nagłych wypadkach: [[PERSON|Zdzisław Chmielowiec]], [[PHONE_E164|+48 512 024 935]]
Umowa do: 31.01.2027`,
  `HESAP AÇILIŞ FORMU — [[ORG|Anadolu Kıyı Katılım Bankası A.Ş.]]
Müşteri adı soyadı: [[PERSON|Ebru Karaismailoğlu]]
Doğum tarihi: [[DATE_OF_BIRTH|22.07.1990]]   Doğum yeri: Trabzon
Cep telefonu: [[PHONE_E164|0501 266 70 97]]   E-posta: [[EMAIL|ebru.karaismail@postakutusu.com.tr]]
IBAN: [[IBAN|TR28 1905 2172 8026 3822 9830 61]]
Anne kızlık soyadı: [[PERSON|Yazıcıoğlu]]   Anne adı: [[PERSON|Şükran]]   Baba adı: [[PERSON|Necmettin]]
İnternet şubesi ilk giriş IP: [[IPV4|88.247.130.61]]
Başvuru tarihi: 23.11.2026   Şube: Ortahisar   Temsilci: [[PERSON|Volkan Ağaoğlu]]`,
  `UAE VISA APPLICATION — Sponsor details
Sponsor company: [[ORG|Falcon Crest Logistics FZ-LLC]]
Applicant: [[PERSON|Ramesh Palaniappan Iyer]]   Nationality: Indian
Date of Birth: [[DATE_OF_BIRTH|19 Aug 1987]]   Passport expiry: 04 Mar 2031   Issue: 05 Mar 2021
Profession: Warehouse Supervisor   Spouse: [[PERSON|Lakshmi Ramesh]], DOB [[DATE_OF_BIRTH|02-Jan-1990]]
Mobile (UAE): [[PHONE_E164|050 195 5396]]   Home (India): [[PHONE_E164|+91 81233 90869]]
Salary account: [[IBAN|AE81 0482 6054 6834 9302 932]]   Aadhaar (India): [[NATIONAL_ID|8997 4164 1303]]   PAN: [[NATIONAL_ID|TVXPS1663Z]]
PRO in charge: [[PERSON|Fatima Al Shamsi]] — [[EMAIL|pro.desk@falconcrest-logistics.ae]]`,
  `[[ORG|مستشفى الرعاية التخصصي]] — ملف المريض
اسم المريض: [[PERSON|عبدالإله بن فهد الدوسري]]
رقم الملف الطبي: [[MRN|778102]]
تاريخ الميلاد: [[DATE_OF_BIRTH|1402/05/11 هـ]] ([[DATE_OF_BIRTH|1982-03-06]])
تاريخ الزيارة: 2026-11-19   القسم: الباطنية
الطبيب المعالج: د. [[PERSON|ريم الزهراني]]
الجوال: [[PHONE_E164|051 222 0951]]
المرافق: [[PERSON|مشعل الدوسري]] [[PHONE_E164|+966 51 201 3384]]
الآيبان لاسترداد المبلغ: [[IBAN|SA43 8871 6354 8440 1915 8243]]`,
  `employee_id,full_name,ssn,date_of_birth,start_date,department,work_email,mobile
E10471,[[PERSON|Priya Venkataraman]],[[SSN|892-81-7036]],[[DATE_OF_BIRTH|1992-04-18]],2024-06-03,Finance,[[EMAIL|priya.v@northwind-analytics.com]],[[PHONE_E164|(201) 523-1426]]
E10472,[[PERSON|Tobias Marchetti]],[[SSN|200-82-1734]],[[DATE_OF_BIRTH|1986-09-30]],2023-01-16,Engineering,[[EMAIL|tobias.m@northwind-analytics.com]],[[PHONE_E164|(201) 519-3005]]
E10473,[[PERSON|Aaliyah Brookshire]],[[SSN|684-39-4912]],[[DATE_OF_BIRTH|1998-12-11]],2025-09-01,Sales,[[EMAIL|aaliyah.b@northwind-analytics.com]],[[PHONE_E164|+1 201 530 5903]]
E10474,[[PERSON|Wendell Oyelaran]],[[SSN|472 87 3136]],[[DATE_OF_BIRTH|1979-02-07]],2019-11-25,Operations,[[EMAIL|wendell.o@northwind-analytics.com]],[[PHONE_E164|+1 201 506 7498]]
E10475,[[PERSON|Soledad Ibarra-Finch]],[[SSN|008-81-8624]],[[DATE_OF_BIRTH|1990-06-06]],2026-11-30,Legal,[[EMAIL|soledad.if@northwind-analytics.com]],[[PHONE_E164|(201) 528-7858]]
E10476,[[PERSON|Grant Okimoto]],[[SSN|371-99-8247]],[[DATE_OF_BIRTH|1984-01-15]],2022-02-14,IT,[[EMAIL|grant.o@northwind-analytics.com]],[[PHONE_E164|(201) 556-6882]]`,
  `W-4 / onboarding checklist — [[ORG|Harborline Staffing LLC]]
Employee: [[PERSON|Cheyenne Dutton]]   SSN: [[SSN|344-29-5577]]
DOB: [[DATE_OF_BIRTH|3/14/1995]]   Hire date: 11/10/2026
Emergency contact: [[PERSON|Russ Dutton]] (father), [[PHONE_E164|(201) 519-9473]]
Previous employer: [[ORG|Ridgeback Freight Co.]], supervisor [[PERSON|Darnell Voss]]
Direct deposit: routing 021000021, acct ending 7743
Manager: [[PERSON|Lorraine Pikul]]   Payroll code PR-2026-11
Note: the number on her old I-9 copy (666-48-2210) was a typo and is invalid; use the SSN above.`,
  `PATIENT REGISTRATION — [[ORG|St. Bartholomew's Mercy Medical Center]]
Last name: [[PERSON|Okonkwo-Barnes]]   First: [[PERSON|Adaeze]]   MI: L
Sex: F   DOB: [[DATE_OF_BIRTH|10-02-1964]]   SSN: [[SSN|296-23-1118]]
Medical Record #: [[MRN|M00482291]]   Account #: 55012874 (visit only)
Primary insurance: [[ORG|Keystone Valley Health Plan]], member ID KVH88142
Emergency contact: [[PERSON|Chidi Barnes]] (husband), [[PHONE_E164|(201) 535-2883]]
Guarantor: self   Cell: [[PHONE_E164|(201) 548-2207]]
Email: [[EMAIL|adaeze.ob@inboxnow.com]]   Visit date: 11/22/2026`,
  `[[ORG|Thames & Severn Building Society]] — Statement of account
Account holder: Mrs [[PERSON|Philippa Gethin-Moss]]   Statement date: 30 Nov 2026   Sort code 20-44-91, account 70221843
IBAN: [[IBAN|GB04 NWBK 2665 3157 4612 33]]
02 Nov  Card payment  [[ORG|Tewkesbury Farm Shop]]          48.20
05 Nov  Direct debit  [[ORG|Severn Trent Water]]          31.75
09 Nov  Transfer to [[PERSON|J Gethin-Moss]]            200.00
14 Nov  Card payment  [[ORG|Kingsholm Chemist]]         12.99
21 Nov  Faster payment from [[ORG|Cotswold Veterinary Group Ltd]]  salary 1,912.40
24 Nov  Standing order to [[PERSON|Rhiannon Gethin]]   50.00
26 Nov  Card payment  [[ORG|Cheltenham Ladies' Rowing Club]]   35.00
Queries: [[PHONE_E164|07400 242292]] or [[URL|www.thamesandsevern-bs.co.uk/help]]  Ref 2026/11/STM-0042`,
  `LOAN APPLICATION FILE #LA-7719-26 — [[ORG|Prairie Gate Credit Union]]
Borrower: [[PERSON|Dwayne Hollister]]   SSN [[SSN|100-55-7515]]   DOB [[DATE_OF_BIRTH|August 9, 1983]]
Co-borrower: [[PERSON|Marisa Hollister]]   SSN [[SSN|354-99-6950]]   DOB [[DATE_OF_BIRTH|January 27, 1985]]
Employer: [[ORG|Cascade Rail Services Inc.]] since May 2015; co-borrower at [[ORG|Umatilla County School District]]
Requested: $38,000, 60 months. Application date: November 17, 2026.
Card on file for fees: [[CREDIT_CARD|4414 9888 7993 5805]] (exp 09/29); backup card [[CREDIT_CARD|6011 3889 2824 6704]]
Status: [[URL|https://apply.prairiegatecu.org/status]] (signed in from [[IPV4|24.61.188.203]])
Loan officer: [[PERSON|Naomi Fairweather]], [[PHONE_E164|(201) 557-8840]]
Underwriting note: applicant also gave 912-44-0187 on an old form — not a valid SSN (9xx area), ignore.`,
  `CURRICULUM VITAE
[[PERSON|Lucía Arrieta Goñi]]
Fecha de nacimiento: [[DATE_OF_BIRTH|9 de julio de 1996]] · Pamplona
Tel. [[PHONE_E164|+34 612 80 07 28]] · [[EMAIL|lucia.arrieta.goni@correo-es.net]] · [[URL|linkedin.com/in/lucia-arrieta-goni]]
EXPERIENCIA
2022–hoy  Ingeniera de Calidad, [[ORG|Navarra Componentes Eólicos S.L.]]
2019–2022  Técnica de Laboratorio, [[ORG|Laboratorios Baztán S.L.U.]]
FORMACIÓN
Grado en Ingeniería Química, [[ORG|Universidad Pública de Navarra]] (2019)
Referencias: [[PERSON|Iñaki Zabaleta]] (jefe directo), [[PHONE_E164|612 91 63 45]]`,
  `ENROLMENT FORM — [[ORG|Kowhai Grove Primary School]]
Student surname: [[PERSON|Te Awa-Hemara]]   Given names: [[PERSON|Manaia Rose]]
Date of birth: [[DATE_OF_BIRTH|2 April 2019]]   Start date: 27 January 2027   Year level: 2
NSN: 0411872 (ministry number, not a health number)
Parent/caregiver 1: [[PERSON|Aroha Te Awa]]  mobile [[PHONE_E164|021 108 0233]]  [[EMAIL|aroha.teawa@kiwimail.nz]]
Parent/caregiver 2: [[PERSON|Callum Hemara]]  mobile [[PHONE_E164|+64 21 118 7505]]
Sibling at school: [[PERSON|Nikau]] (Year 5), born [[DATE_OF_BIRTH|14/11/2016]]
Medical: asthma (Ventolin inhaler kept in Room 4). Doctor: [[ORG|Tawa Medical Centre]]
Previous school: [[ORG|Rangiora Kindergarten Trust]]`,
  `IN THE MAGISTRATES' COURT AT SOUTHWARK
R v [[PERSON|Declan Fitzmaurice]]   Case No. 01SK0441726
Defendant DOB: [[DATE_OF_BIRTH|04.12.1997]]   NI number: [[NATIONAL_ID|AB801697B]]
Hearing date: 02.12.2026 at 10:00, Courtroom 3
Prosecutor: [[ORG|Crown Prosecution Service]], [[PERSON|Harriet Olumide]]
Defence solicitors: [[ORG|Brightwell Okafor LLP]]
Witness: PC [[PERSON|Gareth Lloyd-Penhale]] (collar 4471); co-accused [[PERSON|Liam Corcoran]], NINO [[NATIONAL_ID|LM998503A]]
Bail conditions: reside at address given; curfew 21:00-06:00. Contact [[PHONE_E164|07400 842160]].`,
  `POLICE REPORT — [[ORG|Cape Town Central SAPS]]
CAS 411/11/2026   Date of incident: 18/11/2026   Reported: 19/11/2026
Complainant: [[PERSON|Nomvula Dlamini-Petersen]], ID no. withheld, born [[DATE_OF_BIRTH|1988/05/23]]
Cell: [[PHONE_E164|071 156 8001]]
Suspect description: male, approx. 30 years, grey hoodie with a Table Mountain print.
Items stolen: Samsung Galaxy A54, wallet with [[ORG|Capitec]] card (blocked).
Witness: [[PERSON|Thandiwe Mokgosi-Ncube]], [[PHONE_E164|071 153 1462]]
Investigating officer: Sgt [[PERSON|Pieter van Wyngaardt]]  [[PHONE_E164|+27 71 184 2777]]`,
  `Visa application — [[ORG|Embassy of the Kingdom of the Netherlands]], Jakarta
Surname: [[PERSON|SIMANJUNTAK]]  Given names: [[PERSON|RUTH NATALIA]]
Date of birth (DD-MM-YYYY): [[DATE_OF_BIRTH|16-09-1994]]  Place: Medan
Passport issued: 11-01-2023  Valid until: 10-01-2033
Inviting organisation: [[ORG|Stichting Delta Watercycle Research]], contact [[PERSON|Jeroen Wouterse]], [[PHONE_E164|+31 6 12087267]]
Applicant phone: [[PHONE_E164|0812-190-711]]  Email: [[EMAIL|ruth.simanjuntak@mailsumatra.id]]
Accompanying child: [[PERSON|NATHAN SIMANJUNTAK]], born [[DATE_OF_BIRTH|05-05-2021]]
Intended arrival: 03-02-2027  Departure: 28-02-2027`,
  `KYC — Individual customer due diligence
Institution: [[ORG|Meridian Cross-Border Payments Pte. Ltd.]]
Full name (as in NRIC/passport): [[PERSON|TAN WEI LING, CHARMAINE]]
D.O.B: [[DATE_OF_BIRTH|27 Nov 1985]]   Nationality: Singaporean
Mobile: [[PHONE_E164|8187 2910]]   Email: [[EMAIL|charmaine.tan85@sgmail.com.sg]]
Source of funds: salary, [[ORG|Lion City Actuarial Consultants]]
Login IP at onboarding: [[IPV4|116.87.203.14]]   Device app version 5.12.0.3
Employer website: [[URL|https://lioncity-actuarial.com.sg]]
Risk rating: Low. Reviewer: [[PERSON|Hafiz Roslan]], 24 Nov 2026. Second check: [[PERSON|priya n]]`,
  `Pharmacy dispensing label
[[ORG|Apotheke am Lindenplatz]], Inh. [[PERSON|Ruth Ebersbach]] e.K.
Patient: [[PERSON|Jannik Holtkamp]] · geb. [[DATE_OF_BIRTH|12.03.2015]]
Ibuprofen-Saft 4% — 3x täglich 5 ml nach dem Essen
Verordnet von: Dr. med. [[PERSON|Almut Ziegenbein]] — [[ORG|Kinderarztpraxis Südstadt]]
Abgabedatum: 24.11.2026   Verfall: 05/2028   Ch.-B. 3301A
Rückfragen: [[PHONE_E164|+49 1512 3558836]]`,
  `Imaging report — [[ORG|Greenlane Radiology Partners]]
PATIENT: [[PERSON|Rawiri Tamatea]]   NHI: [[MRN|ZKT4471]]   DOB: [[DATE_OF_BIRTH|30-Jun-1972]]
EXAM: MRI lumbar spine without contrast   DATE OF EXAM: 19-Nov-2026
REFERRER: Dr [[PERSON|Siobhan Kealey]], [[ORG|Onehunga Family Doctors]]
FINDINGS: L4/5 broad-based disc bulge with moderate left foraminal narrowing. No cauda equina compression.
IMPRESSION: Degenerative disc disease L4/5. Recommend physiotherapy review.
Reported by: [[PERSON|A. Vakaloloma]], Radiologist. Enquiries [[PHONE_E164|021 157 5438]]`,
  `Progress note — Community Mental Health Team (East)
Client: [[PERSON|kasia wróblewicz]] (prefers [[PERSON|Kasia]]), 34, F, [[DATE_OF_BIRTH|03/07/1992]]
Client ID: [[MRN|CMHT-229184]]   NHS: [[MRN|619 402 7785]]
Seen at home with her partner [[PERSON|Marek]]. Mood improved on Sertraline 100 mg. Sleeping 6-7 h. No thoughts of self-harm.
Plan: continue meds; review with Dr [[PERSON|Ffion Morgan-Ellis]] in Outpatients 15/12/2026.
Duty worker who took the call: [[PERSON|lou p.]]
Care coordinator: [[PERSON|Ade Bankole]], [[PHONE_E164|07400 036013]]`,
  `PAYSLIP — [[ORG|Kilnfield Ceramics Ltd]]
Employee: [[PERSON|Stuart MacPhail]]   Employee no. 00418   NI No: [[NATIONAL_ID|CE 46 50 75 D]]
Pay date: 28/11/2026   Period: Nov 2026   Tax code 1257L
Basic pay 2,450.00 | Overtime 182.50 | Income tax 318.40 | NI 127.10 | Pension ([[ORG|Ferncastle Pension Trust]]) 105.30
Net pay 2,081.70 paid to sort code 83-06-12 acc 11472093
Payroll queries: [[EMAIL|payroll@kilnfield-ceramics.co.uk]] or [[PERSON|Morag Inglis]], [[PHONE_E164|07400 672472]]`,
  `Bewerbung — Lebenslauf
Name: [[PERSON|Dragana Milovanović-Ristić]]
Geburtsdatum: [[DATE_OF_BIRTH|7. Mai 1990]] in Niš
Anschrift: Rosenstraße 14, 8010 Graz
Telefon: [[PHONE_E164|0664 393395]] · E-Mail: [[EMAIL|dragana.milosevic@grazpost.at]]
Berufserfahrung:
seit 03/2020 Pflegefachkraft, [[ORG|Privatklinik Leechwald GmbH]]
2015–2020 Medicinska sestra, [[ORG|Klinički centar Niš]]
Geburtsdatum Tochter [[PERSON|Mila]]: [[DATE_OF_BIRTH|02.04.2018]] (Kinderbetreuung geregelt)
Sprachen: Deutsch C1, Serbisch Muttersprache, Englisch B2
Referenz: DGKP [[PERSON|Herta Unterberger]], Stationsleitung`,
  `Insurance claim — motor
Insurer: [[ORG|Aegean Shield Ασφαλιστική Α.Ε.]]   Policy: 55-0931-22
Ασφαλισμένος: [[PERSON|Σταυρούλα Καραγιαννοπούλου]]
Ημερομηνία γέννησης: [[DATE_OF_BIRTH|19/01/1977]]
Πράκτορας: [[PERSON|Αριστείδης Μπαλτάς]], [[ORG|Μπαλτάς Ασφαλιστικοί Σύμβουλοι Ο.Ε.]]
Ημερομηνία ατυχήματος: 13/11/2026, Λεωφ. Κηφισίας
Τρίτος οδηγός: [[PERSON|Νικηφόρος Δελής]], τηλ. [[PHONE_E164|691 215 1524]]
Τηλ. ασφαλισμένης: [[PHONE_E164|+30 691 296 5883]]
Λογαριασμός αποζημίωσης: [[IBAN|GR22 5209 9967 8684 4157 2774 773]]`,
  `ใบรับรองแพทย์ — [[ORG|โรงพยาบาลศรีนครินทร์พัฒนา]]
ชื่อผู้ป่วย: นางสาว[[PERSON|กนกพร ศรีสุวรรณวงศ์]]
HN: [[MRN|64-018832]]  วันเกิด: [[DATE_OF_BIRTH|12 มีนาคม 2531]]
วันที่ตรวจ: 21 พฤศจิกายน 2569
การวินิจฉัย: ไข้หวัดใหญ่ชนิด เอ  ควรพักรักษาตัว 3 วัน
แพทย์ผู้ตรวจ: นพ.[[PERSON|ธีรวัฒน์ พงษ์ประเสริฐ]]
นายจ้าง: [[ORG|บริษัท สยามแพ็คเกจจิ้งเทรด จำกัด]]
โทร [[PHONE_E164|081 247 5224]]`,
  `Discharge instructions — [[ORG|Hadassah Ein Tal Medical Center]] / מרכז רפואי
שם המטופל: [[PERSON|יהונתן בן-שושן]]
ת.ז. (masked) ***4418   מס' תיק: [[MRN|3306584]]
תאריך לידה: [[DATE_OF_BIRTH|05.08.1959]]   תאריך שחרור: 20.11.2026
אבחנה: אוטם שריר הלב ללא עליית ST. טיפול: אספירין, טיקגרלור.
רופא משחרר: ד"ר [[PERSON|מיכל אזולאי]]
טלפון בן משפחה ([[PERSON|אורית]]): [[PHONE_E164|050-215-8965]]
החזר השתתפות עצמית מ[[ORG|קופת חולים אופק]] לחשבון [[IBAN|IL05 8760 4015 1081 9160 259]]`,
  `patient_id|surname|forename|dob|ward|admit_date|consultant
[[MRN|RX7712045]]|[[PERSON|Achterberg]]|[[PERSON|Hendrika]]|[[DATE_OF_BIRTH|1938-10-14]]|Elm Ward|2026-11-18|Dr [[PERSON|S. Quarshie]]
[[MRN|RX7712046]]|[[PERSON|Nwachukwu]]|[[PERSON|Ifeoma]]|[[DATE_OF_BIRTH|1961-01-03]]|Oak Ward (Stroke)|2026-11-19|Dr [[PERSON|P. Lindqvist]]
[[MRN|RX7712047]]|[[PERSON|Brennan]]|[[PERSON|Hope]]|[[DATE_OF_BIRTH|2001-07-21]]|Maternity Suite|2026-11-20|Ms [[PERSON|R. Achebe-Soto]]
[[MRN|RX7712048]]|[[PERSON|Szymańska]]|[[PERSON|Halina]]|[[DATE_OF_BIRTH|1944-05-30]]|Elm Ward|2026-11-20|Dr [[PERSON|S. Quarshie]]
[[MRN|RX7712049]]|[[PERSON|O'Rourke]]|[[PERSON|Peadar]]|[[DATE_OF_BIRTH|1952-12-25]]|Cedar Ward (Surgical)|2026-11-21|Mr [[PERSON|T. Abernethy]]
exported by bed-manager v4.2.0.1 on 2026-11-21 — Hope Ward is closed for refurbishment`,
  `[[ORG|Harbour Point Bank Ltd]] — Credit card statement
Cardholder: [[PERSON|Wong Ka Man]] ([[PERSON|黃嘉敏]])   Card no. [[CREDIT_CARD|6225 3618 6019 0646]]
Statement date 25/11/2026   Payment due 15/12/2026
03/11 [[ORG|Maxim's Caterers]]        HKD 86.00
07/11 [[ORG|Octopus Cards Ltd]] top-up   HKD 200.00
12/11 [[ORG|Fortress]] Causeway Bay     HKD 3,499.00
18/11 [[ORG|Hong Kong Jockey Club]]     HKD 150.00
Supplementary card ([[PERSON|Wong Chi Hang]], born [[DATE_OF_BIRTH|2006年3月8日]]): [[CREDIT_CARD|3509 3471 4359 7776]]
Customer service [[PHONE_E164|5115 9323]] / overseas [[PHONE_E164|+852 5135 5618]]`,
  `Mutual fund KYC form — [[ORG|Sahyadri Asset Management Company Limited]]
Distributor: [[ORG|Pune Wealth Desk LLP]], ARN-118804
Investor: [[PERSON|Siddharth Ganesh Kulkarni]]   PAN: [[NATIONAL_ID|GGNPZ5078Q]]
Date of Birth: [[DATE_OF_BIRTH|23/03/1981]]   Occupation: Private sector service
Father's name: [[PERSON|Ganesh Vishnu Kulkarni]]
Mobile: [[PHONE_E164|081237 45186]]   Email: [[EMAIL|sid.kulkarni81@mailbharat.in]]
Aadhaar: [[NATIONAL_ID|9640 0633 2753]]   Nominee: [[PERSON|Aparna Kulkarni]] (spouse), DOB [[DATE_OF_BIRTH|02/11/1983]], PAN [[NATIONAL_ID|WBZPT6094Y]]
Bank: [[ORG|Deccan Urban Co-operative Bank]], a/c 004512009871, IFSC DUCB0000145
e-KYC completed from IP [[IPV4|117.214.66.140]]; OTP 604118 verified.
Form date: 20/11/2026`,
  `Referral letter (GP → Endocrinology)
[[ORG|Northbridge Medical Practice]]
Re: Mr [[PERSON|Jarrah Collingwood]], DOB [[DATE_OF_BIRTH|08/08/1966]], Medicare 2953 71846 1, MRN at your hospital [[MRN|RNS-4470812]]
Dear Dr [[PERSON|Vasquez-Lowe]],
Thank you for seeing [[PERSON|Jarrah]], a 60-year-old carpenter with poorly controlled type 2 diabetes despite Metformin and Jardiance. HbA1c 9.1% on 10/11/2026.
Yours sincerely, Dr [[PERSON|Leilani Faiumu]]
Phone [[PHONE_E164|0412 471 946]]`,
  `INSURANCE CLAIM / 請求書 — [[ORG|みらい損害保険株式会社]]
被保険者氏名：[[PERSON|長谷部 陽菜]]　生年月日：[[DATE_OF_BIRTH|1999年1月22日]]
事故日：2026年10月30日　請求日：2026年11月20日
治療機関：[[ORG|世田谷中央整形外科]]　担当医 [[PERSON|桐生 学]]
振込先：[[ORG|東都銀行]] 三軒茶屋支店 普通 4418207
連絡先：[[PHONE_E164|090-1237-4190]]　メール [[EMAIL|hina.hasebe@jpmail.ne.jp]]
代理人：母 [[PERSON|長谷部 恵子]]　[[PHONE_E164|090-1201-8523]]`,
  `Staff record — [[ORG|Rotterdamse Havenlogistiek B.V.]]
Naam: [[PERSON|Sem de Graaff]]   Geboortedatum: [[DATE_OF_BIRTH|14 januari 1989]]
In dienst sinds: 1 april 2016   Functie: Planner Containerterminal
Leidinggevende: [[PERSON|Yvonne Brouwer-Kaya]]
Salarisrekening: [[IBAN|NL18 ABNA 2410 9334 90]]
Mobiel: [[PHONE_E164|06 12092870]]   Privé e-mail: [[EMAIL|semdegraaff@zeelandnet-post.nl]]
Partner / noodcontact: [[PERSON|Lotte van Beusekom]], [[PHONE_E164|+31 6 12400598]]
Verlof: 12 dagen resterend (peildatum 30-11-2026)`,
  `CV — [[PERSON|Ngozi Adebanjo-Whyte]]
Lagos, Nigeria · [[PHONE_E164|0802 171 0795]] · [[EMAIL|ngozi.aw@lagosmail.ng]] · [[URL|https://ngoziaw.dev]] · [[URL|github.com/ngozi-aw]]
Born: [[DATE_OF_BIRTH|March 3rd, 1993]]
Experience
- Senior Data Analyst, [[ORG|Eko Fintech Solutions Limited]] (2021–present)
- Analyst, [[ORG|Guaranty Harbour Microfinance Bank]] (2017–2021)
Education: B.Sc. Statistics, [[ORG|Olabisi Coastal University]]
Referees: Prof. [[PERSON|Olusegun Akinwale]]; [[PERSON|Ifeoma Nwachukwu-Obi]] ([[PHONE_E164|+234 802 177 9743]])`,
  `Emergency department triage note
Pt: [[PERSON|Benedikt Sæmundsson]], M, DOB [[DATE_OF_BIRTH|1977-05-19]], hospital no. [[MRN|KR-3318470]]
Arrived by ambulance 23:14 on 22/11/2026. Fall from ladder at home in Kópavogur.
Obs: HR 104, BP 138/84, SpO2 97% RA, GCS 15.
Impression: suspected distal radius fracture (left). Analgesia: Morphine 5 mg IV.
Brought in by wife [[PERSON|Þórdís Einarsdóttir]] (+354 number on file). Triage nurse: [[PERSON|Sigrún Hallgrímsdóttir]]. Orthopaedics on call: Dr [[PERSON|Ástríður Jónsdóttir]]`,
  `[[ORG|Sveriges Kustbank AB]] — Kontoutdrag
Kontohavare: [[PERSON|Linnea Fahlgren]]   Personnr: ej angivet
Period: 2026-11-01 – 2026-11-30   IBAN: [[IBAN|SE20 4679 5474 7834 8520 1286]]
2026-11-03  [[ORG|ICA Nära Majorna]]       -312,40
2026-11-06  Swish till [[PERSON|Oskar Lindh]]   -250,00
2026-11-25  Lön [[ORG|Göteborgs Hamnteknik AB]]  +28 410,00
2026-11-27  [[ORG|Västtrafik]]            -865,00
2026-11-28  Swish från [[PERSON|Elsa Fahlgren]]   +1 200,00
2026-11-29  [[ORG|Apoteket Hjärtat Linnégatan]]   -149,00
Kundtjänst: [[PHONE_E164|070-197 45 74]] · [[URL|kustbanken.se/kontakt]]`,
  `Outpatient note — Rheumatology clinic, [[ORG|Kenyatta Ridge Hospital]]
Name: [[PERSON|Wanjiru Gachengo-Otieno]]  IP/OP No: [[MRN|OP/26/044719]]
Age 38 yrs (born [[DATE_OF_BIRTH|12th June 1988]])  Date of visit: 20th November 2026
Hx: symmetrical polyarthritis of hands x 4 months. Started Methotrexate 15 mg weekly + Folic acid.
Next visit: 18th December 2026. Reviewed by Dr [[PERSON|Kiprotich Langat]].
M-Pesa payment ref QKT4GH71 from [[PHONE_E164|0712 407698]]; next of kin [[PERSON|Otieno]] [[PHONE_E164|+254 712 271206]]`,
  `Account opening — joint account
[[ORG|Banque Cantonale du Léman SA]]
Titulaire 1 : [[PERSON|Anouk Perrenoud]], née le [[DATE_OF_BIRTH|11.11.1980]], Lausanne
Titulaire 2 : [[PERSON|Matthias Perrenoud-Ziegler]], geboren am [[DATE_OF_BIRTH|26.02.1978]]
IBAN attribué : [[IBAN|CH63 0017 6782 9752 5896 8]]
Téléphone : [[PHONE_E164|078 152 69 45]] / [[PHONE_E164|+41 78 104 69 38]]
Carte de débit à livrer le 02.12.2026. Conseillère : [[PERSON|Séverine Aubort]]
Compte de prévoyance lié : [[IBAN|CH06 8868 8472 8332 5984 3]]
Code d'activation envoyé par SMS : 448190 (valable 10 minutes)`,
  `Lab results (portal view) — [[ORG|Bayview Community Health]]
[[PERSON|Jamal Whitaker-Reyes]] · MRN [[MRN|000771294]] · DOB [[DATE_OF_BIRTH|Feb 9, 2004]]
Collected Nov 21, 2026 7:55 AM
Hemoglobin 13.9 g/dL (13.5–17.5)
WBC 11.8 K/uL  HIGH
Platelets 244 K/uL
Comment from Dr [[PERSON|Esther Kaminski]]: "Slightly high white count, likely the cold you mentioned. Recheck in 4 weeks." 
Last sign-in: Nov 21, 2026 from [[IPV4|68.42.115.9]]
Questions? Call [[PHONE_E164|(201) 531-7764]] or visit [[URL|mychart.bayviewch.org]]`,
  `DOSSIER DE PRÊT IMMOBILIER — [[ORG|Crédit Mutuel des Monts d'Arrée]]
Emprunteur : [[PERSON|Yannick Le Goarnig]], né le [[DATE_OF_BIRTH|02/06/1986]] à Morlaix
Co-emprunteuse : [[PERSON|Gwenaëlle Kerjean]], née le [[DATE_OF_BIRTH|17/12/1987]]
Employeur : [[ORG|Armor Conserves SAS]] (CDI depuis le 01/09/2012)
Montant : 212 000 € sur 25 ans — offre émise le 14/11/2026
Notaire : Maître [[PERSON|Corentin Gourvennec]], [[ORG|SCP Gourvennec & Associés]]
Tél. : [[PHONE_E164|06 12 07 39 66]] — [[EMAIL|y.lebihan@breizhmail.fr]]
Courtier : [[PERSON|Loïc Guyomarc'h]], [[ORG|Finistère Courtage SARL]], [[PHONE_E164|06 12 96 80 26]]`,
  `Pediatric well-child visit — [[ORG|Riverbend Pediatrics PLLC]]
Patient: [[PERSON|Summer Adebayo-Lind]]  Sex: F  DOB: [[DATE_OF_BIRTH|06/15/2022]]  Chart #: [[MRN|RBP-33014]]
Visit 11/19/2026, age 4y 5m. Accompanied by mother [[PERSON|Grace Adebayo-Lind]].
Growth: 50th percentile. Vaccines given: DTaP, IPV (lot 7Y41K). Summer camp form completed.
Mom asks about the grace period for the school immunization deadline — discussed.
Provider: [[PERSON|Nathaniel Brisbois]], MD   Scribe: [[PERSON|will hartigan]] (will re-send the camp form Monday)`,
  `[[ORG|Lakshmi Pharmacy]] · GST 29AAACL2231K1Z4 · Ph [[PHONE_E164|081236 84699]]
Bill No 2026/8841  Dt 21-11-2026
Patient: [[PERSON|Mohd. Irfan Qureshi]]  PAN (for bill > 50k): [[NATIONAL_ID|HUKPD2297R]]  Age 61  Dr. [[PERSON|R. Subramaniam]]
Telmisartan 40 — 30 tabs
Atorvastatin 20 — 30 tabs
Pantoprazole 40 — 15 tabs
Patient ABHA-linked Aadhaar: [[NATIONAL_ID|8200 0603 2338]]
Paid via UPI to [[EMAIL|lakshmipharma.blr@upimail.in]]`,
  `Travel authorisation — ETA record
Family name: [[PERSON|HALVORSEN-BAKKE]]   Given name(s): [[PERSON|INGRID MARIE]]
Date of birth: [[DATE_OF_BIRTH|1990 08 31]]   Country of birth: NORWAY
Passport number: 36170042   Date of issue: 2022 05 14   Date of expiry: 2032 05 13
Email: [[EMAIL|ingrid.hbakke@nordpost.no]]   Phone: [[PHONE_E164|+47 40 78 81 78]]
Employer: [[ORG|Nordkapp Subsea Services AS]]
Travelling with: [[PERSON|Eirik Bakke]], date of birth [[DATE_OF_BIRTH|1988 02 11]]
Application submitted from IP [[IPV4|84.211.17.96]] on 2026-11-23`,
  `CHARGEBACK DISPUTE FORM — [[ORG|Pinecrest National Bank, N.A.]]
Cardholder: [[PERSON|Tamsin Orlowski]]   DOB (verification): [[DATE_OF_BIRTH|10/30/1974]]   Last 4 SSN: 5094
Disputed card: [[CREDIT_CARD|5161 6089 8335 3503]]
Replacement card issued: [[CREDIT_CARD|5379-4364-4629-2540]]
Transactions not recognised:
11/08/2026  [[ORG|BrightNest Home Goods]] online   $412.88   (IP of order [[IPV4|185.220.14.77]])
11/09/2026  [[ORG|QuickVolt Electronics]]            $1,299.00
Old number on a previous letter, 5161 6089 8335 3504, was mistyped (fails check).
Agent: [[PERSON|Luis Ocampo]]   Case 26-118204   Callback [[PHONE_E164|(201) 526-4418]]`,
  `Onboarding — IT access request
Requester: [[PERSON|Mark Tillotson]] (Head of Facilities)  for new starter [[PERSON|Bill Ashworth-Kaur]]
Start date: 07/12/2026   Line manager: [[PERSON|Mark]]
Please mark as urgent. [[PERSON|Bill]] will need VPN from home IP [[IPV4|86.154.201.39]] and the office range gateway [[IPV4|10.44.8.1]].
Personal email for first-day instructions: [[EMAIL|bill.ashworthkaur@postbox-uk.net]]
HR ref: NI number [[NATIONAL_ID|JK252824B]] (the buddy, [[PERSON|Priyanka Oduwole-Marsh]], NI [[NATIONAL_ID|PR 98 09 75 A]]), DOB [[DATE_OF_BIRTH|21 Feb 1999]]
Laptop asset tag LT-40917; image build 22.3.1.4. Bill (the invoice) for the laptop goes to Finance.`,
  `[[ORG|Banca Popolare delle Valli Orobiche S.p.A.]] — Estratto conto
Intestatario: [[PERSON|Gianmarco Rota Nodari]]   Data estratto: 30/11/2026
IBAN: [[IBAN|IT47 X959 0499 6778 4451 0276 394]]
04/11 Bonifico da [[ORG|Officine Meccaniche Seriane S.r.l.]] stipendio   +2.140,00
08/11 Pagamento POS [[ORG|Supermercati Brembo]] Bergamo                  -96,35
15/11 Addebito SDD [[ORG|A2A Energia]]                          -71,20
12/11 Pagamento [[ORG|Farmacia Comunale Seriate]]  -23,40
19/11 Bonifico a [[PERSON|Chiara Rota]]                          -300,00
Carta collegata: [[CREDIT_CARD|4542 0111 0550 2524]], carta aziendale [[CREDIT_CARD|3739 185927 87057]]   Assistenza [[PHONE_E164|+39 312 382 2764]]`,
  `HR incident record — confidential
Organisation: [[ORG|Torrent Bay Hospitality Group Pty Ltd]]
Employee: [[PERSON|Jaxon Pettigrew]] (Bar Supervisor, Harbourside Venue)
DOB: [[DATE_OF_BIRTH|17.10.2000]]   Employment start: 14.03.2023
Reported by: [[PERSON|Kylie Mwangi]] (Venue Manager) on 16.11.2026
Summary: staff member arrived at shift 2 hours late on three occasions in October; verbal warning given.
Witness: [[PERSON|Sione Fifita-Latu]]. Employment advice line consulted; [[ORG|Hospitality Employers Association of NSW]] notified. Employee contact: [[PHONE_E164|0412 043 564]]; HR Business Partner [[PERSON|Tanvi Rajagopal]] [[PHONE_E164|0412 252 538]]`,
  `출입국 사실증명 신청서 / Application
신청인 성명: [[PERSON|남궁수진]] (NAMGUNG SUJIN)
생년월일: [[DATE_OF_BIRTH|1996년 2월 29일]]   신청일: 2026년 11월 24일
주소: 서울특별시 마포구 월드컵북로
연락처: [[PHONE_E164|010-2010-7214]]   이메일: [[EMAIL|sujin.namgung@koreamail.kr]]
제출처: [[ORG|주식회사 한울글로벌물류]] 인사팀 담당 [[PERSON|변재혁]]
용도: 회사 제출용
접수 담당: [[ORG|서울출입국·외국인청]] 민원실 [[PERSON|길다은]] 주무관`,
  `ФОРМА ЗАЯВЛЕНИЯ НА КРЕДИТ — [[ORG|ПАО «Волжский Промышленный Банк»]]
Заёмщик: [[PERSON|Суходольский Игорь Вадимович]]
Дата рождения: [[DATE_OF_BIRTH|3 августа 1979 г.]]   Дата выдачи паспорта: 15.09.2024
Место работы: [[ORG|ООО «Самарский Трубный Завод»]], инженер-технолог
Мобильный: [[PHONE_E164|+7 912 327 23 49]]   Эл. почта: [[EMAIL|i.sukhodolsky@volgamail.ru]]
Поручитель: [[PERSON|Суходольская Вера Павловна]], тел. [[PHONE_E164|8 (912) 322-21-58]]
Дата заявления: 24.11.2026`,
  `Довідка з медичної карти амбулаторного хворого
Заклад: [[ORG|КНП «Центр первинної медичної допомоги № 3» Оболонського району]]
ПІБ: [[PERSON|Гнатюк Оксана Богданівна]]   Дата народження: [[DATE_OF_BIRTH|27.04.1970]]
Номер медичної карти: [[MRN|11874-А]]
Діагноз: гіпертонічна хвороба II ст. Призначено: Лізиноприл 10 мг.
Лікар: [[PERSON|Ярошенко Д. О.]]   Дата видачі: 18.11.2026
Телефон пацієнтки: [[PHONE_E164|050 172 1593]]; донька [[PERSON|Соломія]] [[PHONE_E164|+380 50 146 2596]]
Оплата послуг лабораторії [[ORG|ТОВ «Діалаб Поділля»]]: [[IBAN|UA80 3732 0272 6754 3297 7631 8386 0]]`,
  `Žádost o vydání platební karty — [[ORG|Hanácká úvěrní banka, a.s.]]
Jméno a příjmení: [[PERSON|Kateřina Hrubešová]]
Datum narození: [[DATE_OF_BIRTH|8. 9. 1994]]   Datum žádosti: 25. 11. 2026
Zaměstnavatel: [[ORG|Brněnské strojírny Tuřany s.r.o.]]
Telefon: [[PHONE_E164|601 382 579]]   E-mail: [[EMAIL|katerina.hrubesova@seznamka-posta.cz]]
Stávající karta jiné banky: [[CREDIT_CARD|5554 7859 3099 3659]]
Číslo účtu pro stržení poplatků: 19-2000145399/0800 (vzor, neplatné)`,
  `Kórházi zárójelentés — [[ORG|Dél-budai Szent Kristóf Kórház]]
Beteg neve: [[PERSON|Szalontai Enikő]]   TAJ: [[MRN|044 718 206]]
Született: [[DATE_OF_BIRTH|1958. március 4.]]   Felvétel: 2026. 11. 10.   Távozás: 2026. 11. 17.
Diagnózis: epekő okozta akut cholecystitis, laparoszkópos cholecystectomia.
Kezelőorvos: dr. [[PERSON|Bakonyi Levente]]   Háziorvos: dr. [[PERSON|Fehérvári Ildikó]]
Hozzátartozó: [[PERSON|Szalontai Gergő]] (fia), [[PHONE_E164|06 20 131 9865]]`,
  `Cerere de deschidere cont — [[ORG|Banca Comercială Someșană S.A.]]
Nume: [[PERSON|Ionescu-Vlădescu]]   Prenume: [[PERSON|Roxana Mădălina]]
Data nașterii: [[DATE_OF_BIRTH|19.06.1997]]   Data emiterii actului de identitate: 03.03.2023
Telefon: [[PHONE_E164|0712 342 082]]   Email: [[EMAIL|roxana.iv97@postaro.ro]]
IBAN nou: [[IBAN|RO20 RNCB 4718 6068 5647 7635]]
Cerere depusă online de la IP [[IPV4|79.117.44.203]]
Angajator: [[ORG|Transilvania Software Lab SRL]]   Consilier: [[PERSON|Dorin Pop]]`,
  `Ficha de inscrição — [[ORG|Escola Básica e Secundária de Vila Nova de Cerveira]]
Aluno: [[PERSON|Tomás Gouveia Antunes]]   Data de nascimento: [[DATE_OF_BIRTH|14 de setembro de 2012]]
Ano de escolaridade: 9.º   Data de matrícula: 15/07/2026
Encarregado de educação: [[PERSON|Filipa Gouveia]] (mãe), [[PHONE_E164|912 783 012]], [[EMAIL|filipa.gouveia@correio-pt.pt]]
Pai: [[PERSON|Rui Antunes]], [[PHONE_E164|+351 912 680 831]]
Observações médicas: intolerância à lactose. Médico de família: [[ORG|USF Minho Raiano]]`,
  `Maternity record — [[ORG|Rotunda Coast Maternity Hospital]]
Mother: [[PERSON|Aoife Ní Bhraonáin]]   MRN [[MRN|RC0089371]]   DOB [[DATE_OF_BIRTH|21/09/1994]]
EDD: 04/01/2027   G2P1   Booking date: 12/05/2026
Partner: [[PERSON|Cian Mulrooney]], [[PHONE_E164|085 093 9424]]
Midwife: [[PERSON|Úna Breathnach]] (Team Willow). Plan: VBAC discussed, Iron supplements.
PPS number held on file; GP: [[ORG|Ballybrack Medical Centre]]
Maternity Benefit to [[IBAN|IE68 AIBK 3096 5722 6503 88]] (account of [[PERSON|Aoife Ní Bhraonáin]])`,
  `[[ORG|مستشفى النيل التخصصي]] — تقرير أشعة
اسم المريض: [[PERSON|منى عبد الحميد الدمرداش]]
رقم المريض: [[MRN|EG-2026-55108]]   تاريخ الميلاد: [[DATE_OF_BIRTH|15/01/1965]]
تاريخ الفحص: 2026/11/22   نوع الفحص: موجات صوتية على البطن
النتيجة: كبد دهني درجة ثانية، لا توجد حصوات.
الطبيب: د. [[PERSON|هشام الفقي]]   للتواصل: [[PHONE_E164|010 01343192]]`,
  `Dossier patient — [[ORG|Clinique Ibn Rochd Anfa]], Casablanca
Nom : [[PERSON|Benjelloun]]   Prénom : [[PERSON|Salma]]   N° dossier : [[MRN|CIR/26/7718]]
Date de naissance : [[DATE_OF_BIRTH|30 décembre 1989]]   Date d'admission : 19 novembre 2026
Médecin : Pr [[PERSON|Abdellatif Chraïbi]], Gynécologie
Mutuelle : [[ORG|CNOPS]]   Tél : [[PHONE_E164|06 50 71 33 16]]
Anesthésiste : Dr [[PERSON|Karima Lahlou]]
Accompagnant : [[PERSON|Youssef Benjelloun]], [[PHONE_E164|+212 6 50 08 96 32]]`,
  `Patient Intake — [[ORG|Shifa Crescent Hospital]], Lahore
Name: [[PERSON|Zainab Rafiq Chaudhry]]   MR#: [[MRN|SCH-118420]]
D.O.B.: [[DATE_OF_BIRTH|04-Apr-1986]]   Date: 21-Nov-2026   Dept: Gynaecology OPD
Husband: [[PERSON|Usman Chaudhry]], cell [[PHONE_E164|0301 2024270]]
Patient's mother-in-law [[PERSON|Parveen Akhtar]] also registered, DOB [[DATE_OF_BIRTH|1 Jan 1958]], MR# [[MRN|SCH-118421]]
Referred by: Dr. [[PERSON|Nighat Sultana]], [[ORG|Gulberg Family Clinic]]
Complaint: lower abdominal pain 2 wks. Advised USG pelvis, CBC. Rx: Mefenamic acid 500 mg PRN.`,
  `Payroll export — [[ORG|Dhaka Apparel Sourcing Ltd]] (Nov 2026)
emp_no;name;dob;joining;bkash_no;net_bdt
DAS-0417;Mst. [[PERSON|Rokeya Khatun]];[[DATE_OF_BIRTH|1995-03-12]];2019-02-01;[[PHONE_E164|01812-076900]];14,200
DAS-0418;Md. [[PERSON|Shafiqul Islam]];[[DATE_OF_BIRTH|1989-07-08]];2016-10-15;[[PHONE_E164|01812-671487]];18,650
DAS-0419;[[PERSON|Taslima Akter]];[[DATE_OF_BIRTH|2000-11-25]];2024-05-20;[[PHONE_E164|01812-948846]];12,900
DAS-0420;[[PERSON|Jannatul Ferdous]];[[DATE_OF_BIRTH|1998-08-19]];2025-01-05;[[PHONE_E164|01812-095533]];12,400
DAS-0421;[[PERSON|Abul Kalam Sarker]];[[DATE_OF_BIRTH|1976-02-28]];2011-07-01;[[PHONE_E164|01812-035590]];24,300
prepared by [[PERSON|Anwar Hossain]], HR Officer; approved by GM Production`,
  `GIẤY RA VIỆN — [[ORG|Bệnh viện Đa khoa Tâm Phúc Sài Gòn]]
Họ tên người bệnh: [[PERSON|Lê Thị Thu Hằng]]   Ngày sinh: [[DATE_OF_BIRTH|09/12/1968]]   Giới: Nữ
Mã bệnh nhân: [[MRN|TP26-004187]]
Vào viện: 14/11/2026   Ra viện: 19/11/2026   Khoa: Nội tiêu hóa
Chẩn đoán: Xuất huyết tiêu hóa trên do loét dạ dày. Điều trị: Esomeprazole.
Bác sĩ điều trị: [[PERSON|Trần Quốc Vinh]]   BHYT: [[ORG|Bảo hiểm xã hội Quận 10]]   SĐT người nhà ([[PERSON|Minh]]): [[PHONE_E164|0912 285 600]]`,
  `Borang Permohonan Pinjaman Peribadi — [[ORG|Bank Perdana Selatan Berhad]]
Nama pemohon: [[PERSON|Nurul Izzah binti Kamaruddin]]
Tarikh lahir: [[DATE_OF_BIRTH|15 Ogos 1991]]   Tarikh permohonan: 23 November 2026
Majikan: [[ORG|Petrogas Johor Sdn Bhd]]   Jawatan: Jurutera Proses
Telefon: [[PHONE_E164|012-355 2549]]   E-mel: [[EMAIL|nurul.izzah.k@melmalaysia.my]]
Penjamin: [[PERSON|Kamaruddin bin Hashim]] [[PHONE_E164|+60 12 365 2860]]
Kad kredit sedia ada: [[CREDIT_CARD|4365 2466 2463 5942]]
Permohonan dalam talian dari IP [[IPV4|175.139.52.18]] melalui [[URL|perdanaselatan.com.my/pinjaman]]`,
  `Barangay clearance / employment pre-requisite checklist
Applicant: [[PERSON|Maria Cristina Dela Peña]]   Birthdate: [[DATE_OF_BIRTH|Oct. 2, 1998]]   Civil status: Single
Employer: [[ORG|Cebu Archipelago Shared Services Inc.]]   Start: Dec. 1, 2026
Requirements received: NBI clearance (valid until Nov. 30, 2027), PSA birth certificate, TIN 447-120-889
Mobile: [[PHONE_E164|0905 177 2676]]   Mother: [[PERSON|Leonora Dela Peña]]
Endorsed by: [[PERSON|Ma. Theresa Villanueva]], Punong Barangay, [[ORG|Barangay Lahug]]
HR contact: [[PERSON|jun santos]] — [[EMAIL|hr.onboarding@cebu-archipelago-ss.ph]]`,
  `掛號資料 — [[ORG|臺北仁心紀念醫院]] 家醫科
姓名：[[PERSON|賴怡君]]　出生日期：[[DATE_OF_BIRTH|民國80年7月14日]]　病歷號碼：[[MRN|A0771294]]
就診日期：115年11月21日　診斷：過敏性鼻炎
處方：Fexofenadine 180 mg、Mometasone 鼻噴劑
手機：[[PHONE_E164|0912 620 521]]　緊急聯絡人：[[PERSON|賴志明]]（父）[[PHONE_E164|+886 912 357 371]]`,
  `Historia clínica — [[ORG|Sanatorio Parque Saavedra]]
Paciente: [[PERSON|Facundo Iturraspe]]   HC N° [[MRN|229-4471]]   Fecha de nac.: [[DATE_OF_BIRTH|23/05/1955]]
Obra social: [[ORG|Prevenir Salud]] (afiliado 61-118430-02)   Fecha de consulta: 20/11/2026
Motivo: dolor precordial atípico. ECG sin cambios agudos. Troponina negativa x2.
Indicación: Aspirina 100 mg, control con cardiología. Médica: Dra. [[PERSON|Mariela Sosa Vilches]]
Tel. paciente: [[PHONE_E164|011 15-2364-4760]] · hija [[PERSON|Agustina]] [[PHONE_E164|+54 9 11 2317 6881]]`,
  `Hoja de vida — [[PERSON|Valentina Restrepo Arango]]
Nacida el [[DATE_OF_BIRTH|18 de noviembre de 1995]] en Medellín · Cel. [[PHONE_E164|321 1413268]]
[[EMAIL|vale.restrepo.a@correo-co.com]] · Portafolio: [[URL|www.valerestrepo.co]]
2021–actual: Analista de Riesgo, [[ORG|Cooperativa Financiera Antioqueña]]
2018–2021: Auxiliar contable, [[ORG|Distribuidora Paisa de Alimentos S.A.S.]]
Formación: Economía, [[ORG|Universidad EAFIT]]
Referencia laboral: [[PERSON|Hernán Giraldo]], [[PHONE_E164|+57 321 1685183]]`,
  `Henkilöstörekisteri / Personnel record — [[ORG|Saimaan Metsäkone Oy]]
Nimi: [[PERSON|Aino-Maria Räsänen]]   Syntymäaika: [[DATE_OF_BIRTH|3.1.1987]]
Työsuhde alkanut: 1.8.2014   Tehtävä: Tuotantopäällikkö
Esihenkilö: [[PERSON|Jussi Kärkkäinen]]   Varahenkilö: [[PERSON|Kalle Väisänen]]
Palkkatili: [[IBAN|FI71 9221 5380 9398 70]] (vanha tili [[IBAN|FI75 4119 8314 0203 95]] suljettu 31.10.2026)
Puhelin: [[PHONE_E164|041 2654221]]   Sähköposti: [[EMAIL|aino-maria.rasanen@saimaanmk.fi]]`,
  `Fraud screening export — rows flagged for review (no customer data)
order_id,amount,card_tested,risk,app_version
ORD-774120,89.90,4716 0044 1287 3391,0.91,v3.2.0.11
ORD-774121,14.50,5500 1124 8832 0015,0.77,v3.2.0.11
ORD-774122,230.00,3782 822463 10006,0.95,v3.1.9.4
Notes: all three card numbers fail the Luhn check; SSN field contained 000-12-3456 and 987-65-4321 (both invalid). IBAN field DE00 1234 5678 9012 3456 78 rejected (bad check digits). OTP 730215.`,
  `Reminder for the audit file — sample lookalikes kept by the QA team, none of them real
Invoice INV-2026-11-0452 dated 24/11/2026, due 24/12/2026; PO 4500187720.
Tracking 1Z 999 AA1 01 2345 6784; order #114-7790213-5520918.
Test card 4111 1111 1111 1112 (fails checksum), Aadhaar-shaped 1234 5678 9012 (starts with 1), NINO-shaped QQ 12 34 56 C (invalid prefix).
Firmware 2.4.10.1 released 2026-11-02; ticket #88213; one-time code 559032.`,
];
