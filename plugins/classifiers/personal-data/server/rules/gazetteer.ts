/**
 * Word lists behind PERSON and LOCATION: a hand-made selection (not a copy of any list) of about 840 given names,
 * 1,100 surnames and 770 place names, chosen after public lists: the U.S. Social Security Administration's most
 * popular baby names and the U.S. Census Bureau's frequent surnames, the commonest first and family names of the
 * countries whose identifiers the product reads (Germany, France, Spain, Italy, the Nordic countries, Poland,
 * India, China, Korea, Japan, the Arab world, Nigeria, South Africa), the UN member states, the U.S. states,
 * Canadian provinces, Australian states, national capitals and the largest cities, continents, seas and ranges.
 *
 * A word that is both a name and an ordinary English word (Will, Grace, Summer) or a name and a place (Jordan,
 * Georgia, Victoria) is listed as ambiguous: alone it says nothing.
 */

const words = (s: string): string[] => s.trim().split(/\s+/);

export const GIVEN_NAMES = new Set(
  words(`
  James John Robert Michael William David Richard Joseph Thomas Charles Christopher Daniel Matthew Anthony Donald
  Steven Paul Andrew Joshua Kenneth Kevin Brian George Timothy Ronald Edward Jason Jeffrey Ryan Jacob Gary Nicholas
  Eric Jonathan Stephen Larry Justin Scott Brandon Benjamin Samuel Gregory Alexander Patrick Raymond Jack Dennis
  Jerry Tyler Aaron Jose Adam Nathan Henry Douglas Zachary Peter Kyle Ethan Walter Noah Jeremy Christian Keith Roger
  Terry Austin Sean Gerald Carl Harold Dylan Arthur Lawrence Jordan Jesse Bryan Billy Bruce Gabriel Joe Logan Alan
  Juan Albert Willie Elijah Wayne Randy Vincent Mason Roy Ralph Bobby Russell Bradley Philip Eugene Liam Oliver
  Lucas Aiden Jayden Carter Luke Owen Caleb Isaac Hunter Connor Eli Landon Jackson Levi Sebastian Julian Hudson
  Lincoln Xavier Dominic Colton Cooper Nolan Evan Ian Jaxon Adrian Leo Ezra Asher Miles Wyatt Grayson Hugo Felix
  Max Oscar Theodore Frederick Harry Charlie Alfie Archie Freddie Louis Edwin Howard Herbert Clarence Stanley
  Leonard Earl Francis Frank Fred Martin Marvin Glenn Craig Todd Troy Derek Shawn Travis Marcus Victor Jimmy Johnny
  Tony Danny Chris Mike Dave Steve Tom Tim Jim Bob Ben Sam Matt Nick Alex Andy Jeff Greg Rick Ron Ted Ken Dan Pete
  Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Lisa Nancy Betty Margaret Sandra Ashley
  Kimberly Emily Donna Michelle Carol Amanda Dorothy Melissa Deborah Stephanie Rebecca Sharon Laura Cynthia Kathleen
  Amy Angela Shirley Anna Brenda Pamela Emma Nicole Helen Samantha Katherine Christine Debra Rachel Carolyn Janet
  Catherine Maria Heather Diane Ruth Julie Olivia Joyce Virginia Victoria Kelly Lauren Christina Joan Evelyn Judith
  Megan Andrea Cheryl Hannah Jacqueline Martha Gloria Teresa Ann Sara Madison Frances Kathryn Janice Jean Abigail
  Alice Judy Sophia Denise Amber Doris Marilyn Danielle Beverly Isabella Theresa Diana Natalie Brittany Charlotte
  Marie Kayla Alexis Lori Ava Mia Harper Amelia Ella Chloe Camila Aria Scarlett Layla Zoe Nora Lily Eleanor Hazel
  Violet Aurora Savannah Audrey Brooklyn Bella Claire Skylar Lucy Paisley Anna Caroline Genesis Aaliyah Kennedy
  Kinsley Allison Maya Sarah Madelyn Adeline Alexa Ariana Elena Gabriella Naomi Alice Sadie Hailey Eva Emilia Autumn
  Quinn Nevaeh Piper Ruby Serenity Willow Everly Cora Kaylee Lydia Aubrey Arianna Eliana Peyton Melanie Gianna Isla
  Julia Valentina Rose Clara Vivian Sophie Grace Florence Edith Mildred Ethel Gladys Irene Lillian Louise Marjorie
  Jane Annie Lois Rita Kathy Sue Jill Wendy Tina Tammy Dawn Connie Sylvia Joanne Beth Carrie Erin Tracy Vanessa
  Monica Erica Rosa Ana Lucia Carmen Isabel Sofia Valeria Ximena Daniela Fernanda Paula Andrea Gabriela Adriana
  Luis Carlos Jorge Miguel Pedro Manuel Javier Francisco Antonio Alejandro Diego Pablo Sergio Fernando Ricardo
  Raul Rafael Eduardo Roberto Alberto Mario Hector Ramon Enrique Andres Santiago Mateo Emilio Ignacio Joaquin
  Hans Klaus Jürgen Jurgen Wolfgang Dieter Uwe Stefan Thomas Andreas Michael Markus Matthias Tobias Florian Lukas
  Jonas Leon Finn Moritz Maximilian Niklas Sebastian Jan Sven Torsten Ulrich Günter Gunter Heinz Horst Helmut Werner
  Ludwig Amadeus Gerhard Karl Heinrich Friedrich Wilhelm Ursula Monika Petra Sabine Renate Brigitte Ingrid Gisela Helga Karin
  Claudia Susanne Birgit Heike Anja Katrin Nicole Stefanie Julia Lena Leonie Hannah Lea Laura Anke Jutta Dagmar
  Pierre Jean Jacques Michel Philippe Alain Bernard Christophe Nicolas Laurent Julien Mathieu Antoine Guillaume
  François Francois Sébastien Sebastien Olivier Thierry Hugo Louis Gabriel Raphaël Raphael Arthur Théo Theo
  Nathalie Isabelle Sylvie Catherine Françoise Francoise Valérie Valerie Sandrine Stéphanie Céline Celine Camille
  Manon Chloé Léa Inès Ines Juliette Élodie Elodie Amélie Amelie Aurélie Aurelie Margaux Océane Mathilde Pauline
  Giuseppe Giovanni Francesco Luca Marco Alessandro Andrea Matteo Lorenzo Leonardo Davide Riccardo Stefano Paolo
  Roberto Salvatore Vincenzo Angelo Massimo Fabio Simone Federico Giorgio Alessia Giulia Chiara Francesca Federica
  Silvia Elisa Martina Valentina Giorgia Sara Alessandra Roberta Paola Antonella Rossella Giovanna Lucia Elena
  Lars Anders Erik Johan Karl Nils Olof Per Magnus Henrik Mikael Fredrik Björn Bjorn Gustav Axel Oskar Elias
  Astrid Ingrid Karin Birgitta Kerstin Annika Sofia Maja Elsa Ebba Freja Saga Sanna Johanna Emilia Aino Matti
  Juha Timo Jukka Pekka Antti Mikko Jari Kari Heikki Tuomas Ville Eero Onni Väinö Leena Tuula Päivi Sari Minna Anni
  Piotr Krzysztof Andrzej Tomasz Paweł Pawel Marcin Michał Michal Grzegorz Jakub Łukasz Lukasz Mateusz Kamil
  Wojciech Katarzyna Małgorzata Malgorzata Agnieszka Barbara Ewa Magdalena Joanna Zofia Aleksandra Natalia
  Mohammed Muhammad Mohamed Ahmed Ahmad Ali Omar Hassan Hussein Ibrahim Yusuf Youssef Mustafa Khalid Abdullah
  Tariq Karim Samir Nabil Rashid Fatima Aisha Mariam Maryam Layla Noor Zainab Amina Yasmin Leila Salma Huda
  Raj Nadia Rahul Amit Rajesh Suresh Ramesh Sanjay Vijay Anil Sunil Arjun Rohan Vikram Aditya Ravi Deepak Manoj Ashok Prakash
  Priya Anjali Pooja Neha Sunita Anita Kavita Deepika Aishwarya Lakshmi Divya Shreya Ananya Meera Sneha Nisha
  Wei Ming Jie Hao Yong Jun Lei Tao Qiang Xiaoming Xin Yan Jing Hui Ying Fang Lan Mei Ling Xiu Yu
  Min-jun Seo-yeon Ji-hoon Ji-woo Hyun-woo Soo-jin Jae-won Eun-ji Sung-min Hye-jin
  Hiroshi Takashi Kenji Yuki Haruto Sota Ren Daiki Akira Kazuo Yuto Sakura Yui Hana Aoi Yuna Haruka Keiko Yoko Akiko
  Ivan Dmitri Dmitry Sergei Sergey Alexei Alexey Andrei Andrey Vladimir Nikolai Mikhail Olga Tatiana Natasha Svetlana
  Irina Elena Anastasia Ekaterina Yulia Oksana Mehmet Mustafa Emre Burak Elif Zeynep Ayşe Ayse Fatma Emine
  Sipho Thabo Themba Bongani Lerato Nomvula Thandiwe Chinedu Chukwuemeka Emeka Oluwaseun Adebayo Ngozi Chioma Amaka
  Kwame Kofi Ama Abena Siddharth Nguyen Minh Thanh Huong Lan
  Joost Pieter Sander Bram Daan Sanne Anouk Femke Lotte Eva Jeroen Wouter Ruben Thijs
`),
);

/** Given names that are also ordinary words, months or places: a name only beside a surname or a title. */
export const AMBIGUOUS_GIVEN_NAMES = new Set(
  words(`
  Will May June April August Grace Faith Hope Joy Mark Bill Rose Lily Summer Autumn Dawn Amber Ruby Pearl Jack Frank
  Drew Chase Hunter Miles Art Sky Glen Dale Cliff Rich Sunny Iris Ivy Holly Heather Crystal Destiny Melody Harmony
  Penny Sandy Misty Rusty Max Ray Guy Don Gene Pat Sue Kim Lee Jordan Austin Lincoln Jackson Madison Charlotte
  Victoria Florence Savannah Aurora Brooklyn Kennedy Carter Mason Cooper Harper Paisley Genesis Serenity Willow
  Quinn Piper Peyton Eli Leo Hugo Felix Oscar Louis Elias Saga Ali Noor Ming Lan Yu Jie Jun Hao Lei Tao Tim Dan
  Victor Gabriel Christian Angel Hazel Violet Ella Eva Elsa Ren Aoi Hana Camille Ines Paula Rosa Carmen Per
  Karl Ken Ted Ron Sam Matt Max Ben Tom Bob Ed Nick Bobby Sandra Andrea Claire Clara Julia Julian Justin Xavier
  Nolan Owen Evan Ian Adrian Dominic Sebastian Francis Martin Stanley Howard Earl Clarence Lawrence Albert
  Ava Mia Zoe Nora Lucy Maya Naomi Alice Sadie Eliana Cora Lydia Melanie Isla Jean Marie Alexis Amelia Arthur
`),
);

export const SURNAMES = new Set(
  words(`
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson
  Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young
  Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter
  Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers
  Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez
  Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez
  Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero
  Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson
  Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington
  Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez
  Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox
  Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne Grant
  Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott Cunningham
  Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews
  Pena Richards Contreras Willis Carpenter Lawrence Sandoval Guerrero George Chapman Rios Estrada Ortega Watkins
  Greene Nunez Wheeler Valdez Harper Burke Larson Santiago Maldonado Morrison Franklin Carlson Austin Dominguez
  Carr Lawson Jacobs Obrien O'Brien O'Connor O'Neill Lynch Singh Vega Bishop Montgomery Oliver Jensen Harvey
  Williamson Gilbert Dean Sims Espinoza Howell Li Wong Reid Hanson Le McCoy Garrett Burton Fuller Wang Weber Welch
  Rojas Lucas Marquez Fields Park Yang Little Banks Padilla Day Walsh Bowman Schultz Luna Fowler Mejia Davidson
  Acosta Brewer May Holland Juarez Newman Pearson Curtis Cortez Douglas Schneider Joseph Barrett Navarro Figueroa
  Keller Avila Wade Molina Stanley Hopkins Campos Barnett Bates Chambers Caldwell Beck Lambert Miranda Byrd Craig
  Ayala Lowe Frazier Powers Neal Leonard Gregory Carrillo Sutton Fleming Rhodes Shelton Schwartz Norris Jennings
  Watts Duran Walters Cohen McDaniel Moran Parks Steele Vaughn Becker Holt Deleon Barker Terry Hale Leon Hail Benson
  Haynes Horton Miles Lyons Pham Graves Bush Thornton Wolfe Warner Cabrera McKinney Mann Zimmerman Dawson Lara
  Fletcher Page McCarthy Love Robles Cervantes Solis Erickson Reeves Chang Klein Salinas Fuentes Baldwin Daniel
  Simon Velasquez Hardy Higgins Aguirre Lin Cummings Chandler Sharp Barber Bowen Ochoa Dennis Robbins Liu Ramsey
  Francis Griffith Paul Blair Townsend Mueller Müller Schmitz Fischer Schulz Koch Richter Klein Wolf Schröder
  Schroder Neumann Schwarz Braun Hofmann Zimmermann Krüger Kruger Hartmann Lange Werner Krause Lehmann Köhler
  Kohler Maier Mayer Huber Kaiser Fuchs Peters Scholz Möller Moller Weiß Weiss Jung Hahn Vogel Friedrich Keller
  Günther Gunther Frank Berger Winkler Roth Beck Lorenz Baumann Franke Albrecht Ludwig Böhm Bohm Winter Kraus
  Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent Lefebvre Michel Garcia David
  Bertrand Roux Vincent Fournier Morel Girard Andre Lefevre Mercier Dupont Lambert Bonnet Francois Martinez Legrand
  Garnier Faure Rousseau Blanc Guerin Muller Henry Roussel Nicolas Perrin Morin Mathieu Clement Gauthier Dumont
  Lopez Fontaine Chevalier Robin Masson Sanchez Gerard Nguyen Boyer Denis Lemaire Duval Joly Gautier Roger
  Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti DeLuca Costa Giordano
  Mancini Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone
  Longo Gentile Martinelli Vitale Lombardo Serra Coppola DeSantis D'Angelo Marchetti Parisi Villa Conte Ferraro
  Fernández Fernandez González Rodríguez López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz
  Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez Ramos Gil Ramírez Serrano Blanco
  Molina Morales Suárez Suarez Ortega Delgado Castro Ortiz Rubio Marín Sanz Núñez Iglesias Medina Garrido Cortés
  Castillo Santos Lozano Guerrero Cano Prieto Méndez Cruz Calvo Gallego Vidal León Márquez Herrera Peña Flores
  Cabrera Campos Vega Fuentes Carrasco Diez Caballero Reyes Nieto Aguilar Pascual Santana Herrero Montero Lorenzo
  Hidalgo Giménez Ibáñez Ferrer Durán Santiago Benítez Mora Vicente Vargas Arias Carmona Crespo Román Pastor Soto
  Sáez Velasco Moya Soler Parra Esteban Bravo Gallardo Rojas Oliveira Pereira Alves Rodrigues Ferreira Lima Gomes
  Ribeiro Carvalho Almeida Costa Sousa Araújo Araujo Fernandes Rocha Dias Nascimento Andrade Moreira Nunes Marques
  Machado Mendes Freitas Cardoso Teixeira Correia Pinto Barbosa Cavalcanti
  Nowak Kowalski Wiśniewski Wisniewski Wójcik Wojcik Kowalczyk Kamiński Kaminski Lewandowski Zieliński Zielinski
  Szymański Szymanski Woźniak Wozniak Dąbrowski Dabrowski Kozłowski Kozlowski Jankowski Mazur Kwiatkowski
  Krawczyk Piotrowski Grabowski Nowakowski Pawłowski Pawlowski Michalski Nowicki Adamczyk Dudek Zając Zajac
  Kowalska Nowakowska Wiśniewska Wójcik Lewandowska
  Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson Jonsson
  Jansson Hansson Bengtsson Jönsson Lindberg Lindström Lindqvist Lindgren Berg Axelsson Bergström Lundberg Lundqvist
  Jakobsson Magnusson Olofsson Lindholm Hansen Johansen Olsen Larsen Andersen Pedersen Nielsen Kristiansen Jensen
  Korhonen Virtanen Mäkinen Makinen Nieminen Mäkelä Makela Hämäläinen Hamalainen Laine Heikkinen Koskinen Järvinen
  Jarvinen Lehtonen Lehtinen Saarinen Salminen Heinonen Niemi Heikkilä Kinnunen Salonen Turunen Salo Laitinen
  Tuominen Rantanen Karjalainen Jokinen Mattila Savolainen Lahtinen Ahonen
  DeJong Jansen DeVries VanDenBerg VanDijk Bakker Janssen Visser Smit Meijer DeBoer Mulder DeGroot Bos Vos Peters
  Hendriks VanLeeuwen Dekker Brouwer DeWit Dijkstra Smits DeGraaf VanDerMeer
  Kumar Sharma Singh Patel Gupta Shah Mehta Reddy Rao Iyer Nair Menon Pillai Joshi Desai Kapoor Malhotra Chopra
  Khanna Agarwal Bansal Jain Verma Mishra Pandey Tiwari Dubey Yadav Chauhan Banerjee Chatterjee Mukherjee Das Bose
  Ghosh Sen Dutta Naidu Krishnan Subramanian Venkatesh Srinivasan Chaudhary Thakur Saxena Srivastava
  Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Gao Lin Luo Zheng Liang Xie Song Tang Han
  Feng Deng Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai Jiang Yu Du Ye Cheng Wei Su Lu Ding Ren Shen Yao Wong Chan Cheung
  Lau Leung Ho Ng Tsang Chow Yip Kwok Tam Fung Lam Choi Kwan Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo
  Shin Kwon Hwang Ahn Song Jeon Hong Ko Moon Yang Son Bae Baek Heo Yoo Nam Sim Noh Ha Kwak Sung Cha Joo Woo Ryu Jeong
  Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Yamaguchi
  Matsumoto Inoue Kimura Hayashi Shimizu Yamazaki Mori Abe Ikeda Hashimoto Yamashita Ishikawa Nakajima Maeda
  Fujita Ogawa Goto Okada Hasegawa Murakami Kondo Ishii Saito Sakamoto Endo Aoki Fujii Nishimura Fukuda Ota Miura
  Nguyen Tran Le Pham Hoang Huynh Phan Vu Vo Dang Bui Do Ho Ngo Duong Ly
  Ivanov Smirnov Kuznetsov Popov Vasiliev Petrov Sokolov Mikhailov Novikov Fedorov Morozov Volkov Alekseev Lebedev
  Semenov Egorov Pavlov Kozlov Stepanov Nikolaev Orlov Andreev Makarov Nikitin Zakharov Ivanova Smirnova Petrova
  Yılmaz Yilmaz Kaya Demir Şahin Sahin Çelik Celik Yıldız Yildiz Yıldırım Yildirim Öztürk Ozturk Aydın Aydin
  Özdemir Ozdemir Arslan Doğan Dogan Kılıç Kilic Aslan Çetin Cetin Kara Koç Koc Kurt Özkan Ozkan
  Khan Ahmed Hussain Ali Rahman Hassan Ibrahim Abdullah Mahmoud Mohamed Saleh Haddad Khalil Nasser Mansour Aziz
  Farouk Said Hamdan Qureshi Siddiqui Malik Chaudhry Akhtar Iqbal Rashid Sheikh
  Nkosi Dlamini Ndlovu Khumalo Mokoena Mahlangu Sithole Zulu Mthembu Naidoo Botha VanDerMerwe Pretorius Venter
  Okafor Okonkwo Adeyemi Oladipo Eze Nwosu Obi Mensah Boateng Owusu Asante Mwangi Otieno Kamau Wanjiru
  MacDonald MacLeod Campbell Stewart Robertson Thomson Anderson Murray Paterson Fraser Ross Reid Morrison Clarke
  Jones Evans Davies Hughes Price Lloyd Morgan Griffiths Edwards Roberts Thomas Powell Jenkins Owen Wright Walker
  Hughes Green Wood Turner Hill Ward Cooper Morris Cook Harrison Watson Bennett Shaw Chapman Barker Fletcher
`),
);

/** Words a capitalised run of names never contains: they start or end a title, a heading or an organisation's name. */
export const NOT_NAME_WORDS = new Set(
  words(`
  The A An And Or Of In On At To For From With By As Is Are Was Were Be Been This That These Those It Its He She We
  They You I My Your Our Their His Her Mr Mrs Ms Dr Prof Sir Dear Hello Hi Thanks Thank Regards Best Yours Sincerely
  Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September
  October November December Street St Road Rd Avenue Ave Boulevard Blvd Lane Ln Drive Dr Court Ct Place Square
  Park Way Highway Hwy Inc Ltd LLC Corp Corporation Company Co GmbH AG SA SAS BV NV PLC Group Holdings Partners Bank
  University College School Institute Hospital Clinic Center Centre Foundation Association Society Council Committee
  Department Ministry Agency Office Bureau Board Court Church Museum Library Hotel Airport Station Bridge Building
  Tower Hall Mall Market Store Shop Cafe Restaurant Bar Club Team League Cup Award Prize Act Law Bill Report Project
  Program Programme Service Services System Systems Technologies Technology Software Solutions Labs Lab Media News
  Post Times Journal Review Magazine Press Radio TV Network Airlines Airways Motors Energy Power Electric Pharma
  Capital Fund Trust Insurance Financial Securities Exchange Industries International Global National Federal
  State States United Republic Kingdom Royal Federation Union Government City County Province District Region North
  South East West Northern Southern Eastern Western Central New Old Great Saint San Santa Los Las El La Le Lake River
  Mount Mountain Island Islands Bay Beach Valley Ocean Sea Gulf Cape Fort Port Street Square Total Subtotal Invoice
  Order Customer Client Patient Employee Account Name Names Address Phone Email Date Birth Number No Id ID Page Table
  Figure Chapter Section Appendix Note Notes Summary Introduction Conclusion Abstract Version Release Draft Final
  Christmas Easter Thanksgiving Halloween Ramadan Diwali Hanukkah God Lord Jesus Christ Allah Buddha Internet Web
  Microsoft Google Apple Amazon Facebook Meta Twitter Linux Windows Oracle Intel Tesla Toyota Ford Honda Samsung
  Sony Nike Adidas Visa Mastercard PayPal Excel Word PowerPoint Outlook Teams Office Azure Chrome Firefox Safari
  Yes No Not None All Any Some Please Welcome Warning Error Info Todo Done Open Closed Pending Approved Rejected
  Mister Madam Miss Mrs Lady Lord Captain General Colonel Major Sergeant President Senator Governor Mayor Judge King
  Queen Prince Princess Pope Father Mother Sister Brother Uncle Aunt Baby Boy Girl Man Woman
  `),
);

/** Words before a name that make it one: titles, in several languages (a trailing full stop is optional). */
export const TITLES = new Set(
  words(`
  mr mrs ms mx miss dr prof professor sir dame madam madame mme mlle mister herr frau señor senor señora senora
  sr sra srta signor signora sig dott doctor rev reverend fr father sister brother capt captain col colonel gen
  general lt lieutenant sgt sergeant officer judge justice senator sen rep representative gov governor mayor
  president pres minister ambassador attorney nurse
`),
);

/** Labels and phrases after which a capitalised word is a person's name. */
export const PERSON_CONTEXT = [
  'name',
  'full name',
  'first name',
  'last name',
  'surname',
  'given name',
  'family name',
  'my name is',
  'his name is',
  'her name is',
  'named',
  'called',
  'patient',
  'patient name',
  'employee',
  'employee name',
  'customer',
  'customer name',
  'applicant',
  'contact',
  'contact person',
  'signed',
  'signature',
  'signed by',
  'dear',
  'hi',
  'hello',
  'attn',
  'attention',
  'from',
  'to',
  'cc',
  'author',
  'prepared by',
  'approved by',
  'assigned to',
  'owner',
  'beneficiary',
  'account holder',
  'cardholder',
  'insured',
  'policyholder',
  'guardian',
  'spouse',
  'next of kin',
  'emergency contact',
  'thanks',
  'thank you',
  'regards',
  'best regards',
  'kind regards',
  'cheers',
  'sincerely',
  'nombre',
  'apellido',
  'vorname',
  'nachname',
  'prénom',
  'nom',
  'nome',
  'cognome',
];

/** Countries (UN member states and common short forms), in English. */
export const COUNTRIES = `
  Afghanistan;Albania;Algeria;Andorra;Angola;Antigua and Barbuda;Argentina;Armenia;Australia;Austria;Azerbaijan;
  Bahamas;Bahrain;Bangladesh;Barbados;Belarus;Belgium;Belize;Benin;Bhutan;Bolivia;Bosnia and Herzegovina;Botswana;
  Brazil;Brunei;Bulgaria;Burkina Faso;Burundi;Cambodia;Cameroon;Canada;Cape Verde;Central African Republic;Chad;
  Chile;China;Colombia;Comoros;Congo;Costa Rica;Croatia;Cuba;Cyprus;Czech Republic;Czechia;Denmark;Djibouti;Dominica;
  Dominican Republic;East Timor;Ecuador;Egypt;El Salvador;Equatorial Guinea;Eritrea;Estonia;Eswatini;Ethiopia;Fiji;
  Finland;France;Gabon;Gambia;Georgia;Germany;Ghana;Greece;Grenada;Guatemala;Guinea;Guinea-Bissau;Guyana;Haiti;
  Honduras;Hungary;Iceland;India;Indonesia;Iran;Iraq;Ireland;Israel;Italy;Ivory Coast;Jamaica;Japan;Jordan;
  Kazakhstan;Kenya;Kiribati;Kosovo;Kuwait;Kyrgyzstan;Laos;Latvia;Lebanon;Lesotho;Liberia;Libya;Liechtenstein;
  Lithuania;Luxembourg;Madagascar;Malawi;Malaysia;Maldives;Mali;Malta;Marshall Islands;Mauritania;Mauritius;Mexico;
  Micronesia;Moldova;Monaco;Mongolia;Montenegro;Morocco;Mozambique;Myanmar;Namibia;Nauru;Nepal;Netherlands;
  New Zealand;Nicaragua;Niger;Nigeria;North Korea;North Macedonia;Norway;Oman;Pakistan;Palau;Palestine;Panama;
  Papua New Guinea;Paraguay;Peru;Philippines;Poland;Portugal;Qatar;Romania;Russia;Rwanda;Saint Lucia;Samoa;
  San Marino;Saudi Arabia;Senegal;Serbia;Seychelles;Sierra Leone;Singapore;Slovakia;Slovenia;Solomon Islands;Somalia;
  South Africa;South Korea;South Sudan;Spain;Sri Lanka;Sudan;Suriname;Sweden;Switzerland;Syria;Taiwan;Tajikistan;
  Tanzania;Thailand;Togo;Tonga;Trinidad and Tobago;Tunisia;Turkey;Türkiye;Turkmenistan;Tuvalu;Uganda;Ukraine;
  United Arab Emirates;United Kingdom;United States;United States of America;Uruguay;Uzbekistan;Vanuatu;Vatican City;
  Venezuela;Vietnam;Yemen;Zambia;Zimbabwe;England;Scotland;Wales;Northern Ireland;Great Britain;Britain;Korea;
  Holland;Hong Kong;Macau;Puerto Rico;Greenland;Tibet;USA;U.S.A.;U.S.;UK;U.K.;UAE
`;

/** U.S. states, Canadian provinces, Australian states, German Länder and other first-level regions. */
export const REGIONS = `
  Alabama;Alaska;Arizona;Arkansas;California;Colorado;Connecticut;Delaware;Florida;Hawaii;Idaho;Illinois;
  Indiana;Iowa;Kansas;Kentucky;Louisiana;Maine;Maryland;Massachusetts;Michigan;Minnesota;Mississippi;Missouri;Montana;
  Nebraska;Nevada;New Hampshire;New Jersey;New Mexico;New York;North Carolina;North Dakota;Ohio;Oklahoma;Oregon;
  Pennsylvania;Rhode Island;South Carolina;South Dakota;Tennessee;Texas;Utah;Vermont;Virginia;Washington;
  West Virginia;Wisconsin;Wyoming;Ontario;Quebec;Québec;British Columbia;Alberta;Manitoba;Saskatchewan;Nova Scotia;
  New Brunswick;Newfoundland;Prince Edward Island;Yukon;Nunavut;New South Wales;Queensland;Victoria;Tasmania;
  Western Australia;South Australia;Northern Territory;Bavaria;Bayern;Saxony;Sachsen;Hesse;Hessen;Brandenburg;
  Thuringia;Lower Saxony;Niedersachsen;Baden-Württemberg;North Rhine-Westphalia;Nordrhein-Westfalen;Catalonia;
  Cataluña;Andalusia;Andalucía;Galicia;Basque Country;Tuscany;Toscana;Lombardy;Lombardia;Sicily;Sicilia;Sardinia;
  Provence;Normandy;Brittany;Bretagne;Alsace;Flanders;Wallonia;Siberia;Kerala;Punjab;Maharashtra;Tamil Nadu;
  Karnataka;Gujarat;Rajasthan;Bengal;Bihar;Guangdong;Sichuan;Yunnan;Hokkaido;Okinawa;Kyushu;Bali;Java;Sumatra;
  Borneo;Patagonia;Lapland;Cornwall;Yorkshire;Kent;Essex;Surrey;Devon;Lancashire;Midlands;Highlands
`;

/** Capitals and the largest cities of the world. */
export const CITIES = `
  London;Paris;Berlin;Madrid;Rome;Vienna;Amsterdam;Brussels;Lisbon;Dublin;Copenhagen;Stockholm;Oslo;Helsinki;
  Reykjavik;Warsaw;Prague;Budapest;Bucharest;Sofia;Athens;Belgrade;Zagreb;Ljubljana;Bratislava;Vilnius;Riga;
  Tallinn;Kyiv;Kiev;Minsk;Moscow;Saint Petersburg;St. Petersburg;Istanbul;Ankara;Izmir;Tbilisi;Yerevan;Baku;
  Munich;München;Hamburg;Frankfurt;Cologne;Köln;Stuttgart;Düsseldorf;Dusseldorf;Leipzig;Dresden;Hanover;Hannover;
  Nuremberg;Nürnberg;Bremen;Bonn;Heidelberg;Zurich;Zürich;Geneva;Genève;Basel;Bern;Lausanne;Lyon;Marseille;
  Toulouse;Bordeaux;Lille;Strasbourg;Nantes;Montpellier;Barcelona;Valencia;Seville;Sevilla;Bilbao;Malaga;Málaga;
  Zaragoza;Milan;Milano;Naples;Napoli;Turin;Torino;Venice;Venezia;Bologna;Genoa;Palermo;Rotterdam;The Hague;
  Utrecht;Eindhoven;Antwerp;Ghent;Porto;Gothenburg;Göteborg;Malmö;Malmo;Bergen;Aarhus;Espoo;Tampere;Turku;
  Krakow;Kraków;Gdansk;Gdańsk;Wroclaw;Wrocław;Poznan;Poznań;Lodz;Łódź;Manchester;Birmingham;Liverpool;Leeds;
  Glasgow;Edinburgh;Cardiff;Belfast;Bristol;Sheffield;Newcastle;Nottingham;Leicester;Oxford;Cambridge;Brighton;
  Southampton;Aberdeen;New York City;Los Angeles;Chicago;Houston;Phoenix;Philadelphia;San Antonio;San Diego;Dallas;
  San Jose;Austin;Jacksonville;Fort Worth;Columbus;San Francisco;Charlotte;Indianapolis;Seattle;Denver;Boston;
  El Paso;Nashville;Detroit;Oklahoma City;Portland;Las Vegas;Memphis;Louisville;Baltimore;Milwaukee;Albuquerque;
  Tucson;Fresno;Sacramento;Kansas City;Atlanta;Miami;Omaha;Raleigh;Minneapolis;Cleveland;Tampa;New Orleans;
  Honolulu;Pittsburgh;Cincinnati;St. Louis;Salt Lake City;Orlando;Buffalo;Anchorage;Palo Alto;Redmond;Cupertino;
  Brooklyn;Manhattan;Queens;the Bronx;Silicon Valley;Toronto;Montreal;Montréal;Vancouver;Calgary;Ottawa;Edmonton;
  Winnipeg;Halifax;Quebec City;Mexico City;Guadalajara;Monterrey;Tijuana;Havana;Bogotá;Bogota;Medellín;Medellin;
  Lima;Santiago;Buenos Aires;Montevideo;Asunción;La Paz;Quito;Caracas;São Paulo;Sao Paulo;Rio de Janeiro;Brasília;
  Brasilia;Salvador;Cairo;Alexandria;Lagos;Abuja;Kano;Ibadan;Accra;Nairobi;Mombasa;Addis Ababa;Dar es Salaam;Kampala;
  Kigali;Kinshasa;Luanda;Johannesburg;Cape Town;Durban;Pretoria;Casablanca;Rabat;Marrakesh;Tunis;Algiers;Dakar;
  Khartoum;Harare;Lusaka;Riyadh;Jeddah;Mecca;Medina;Dubai;Abu Dhabi;Doha;Kuwait City;Muscat;Manama;Tehran;Baghdad;
  Damascus;Beirut;Amman;Jerusalem;Tel Aviv;Karachi;Lahore;Islamabad;Kabul;Delhi;New Delhi;Mumbai;Bombay;Bangalore;
  Bengaluru;Chennai;Madras;Kolkata;Calcutta;Hyderabad;Pune;Ahmedabad;Jaipur;Lucknow;Dhaka;Kathmandu;Colombo;
  Beijing;Shanghai;Guangzhou;Shenzhen;Chengdu;Chongqing;Tianjin;Wuhan;Hangzhou;Nanjing;Xi'an;Suzhou;Taipei;
  Kaohsiung;Seoul;Busan;Incheon;Daegu;Pyongyang;Tokyo;Osaka;Kyoto;Yokohama;Nagoya;Sapporo;Fukuoka;Kobe;Hiroshima;
  Bangkok;Chiang Mai;Phuket;Hanoi;Ho Chi Minh City;Saigon;Manila;Quezon City;Cebu;Jakarta;Surabaya;Kuala Lumpur;
  Phnom Penh;Yangon;Vientiane;Ulaanbaatar;Almaty;Tashkent;Sydney;Melbourne;Brisbane;Perth;Adelaide;Canberra;
  Hobart;Darwin;Gold Coast;Auckland;Wellington;Christchurch
`;

/** Continents, seas, rivers, mountain ranges and other features. */
export const FEATURES = `
  Europe;Asia;Africa;North America;South America;Latin America;Antarctica;Oceania;Scandinavia;the Middle East;
  Middle East;Southeast Asia;Central Asia;Eastern Europe;Western Europe;the Balkans;the Caribbean;Caribbean;
  the Mediterranean;Mediterranean;Atlantic Ocean;Pacific Ocean;Indian Ocean;Arctic Ocean;Southern Ocean;the Atlantic;
  the Pacific;Baltic Sea;North Sea;Black Sea;Red Sea;Caspian Sea;Dead Sea;South China Sea;Persian Gulf;
  Gulf of Mexico;English Channel;Lake Geneva;Lake Michigan;Lake Superior;Lake Victoria;Great Lakes;Nile;Amazon River;
  Mississippi River;Danube;Rhine;Thames;Seine;Yangtze;Ganges;Alps;the Alps;Himalayas;the Himalayas;Andes;Rockies;
  Rocky Mountains;Appalachians;Pyrenees;Urals;Mount Everest;Kilimanjaro;Mount Fuji;Sahara;Gobi;Grand Canyon;
  Yellowstone;Iberian Peninsula;Balkans;Siberia
`;

/** Places that are also given names, surnames, companies or ordinary words: a place only where the text says so. */
export const AMBIGUOUS_PLACES = new Set(
  words(`
  Jordan Chad Georgia Victoria Florence Charlotte Austin Phoenix Nice Reading Bath Split Cork Orange Lincoln
  Washington Houston Dallas Sydney Paris Kent Chester Eugene Tyler Jackson Madison Aurora Savannah Salem Troy Sofia
  Lima Turkey China Columbus Darwin Perth Hobart Salvador Medina Santiago Lorenzo Essex Surrey Devon Java Bali
  Amazon Nile Victoria Alexandria Virginia Carolina Montana Indiana Nevada Regina Brooklyn Queens Buffalo Mobile
  Memphis Portland Halifax Wellington Oxford Cambridge Bristol Newcastle Durban Bergen Bern Mecca Granada Dominica
  Jersey Man Taylor Hamilton Camden Richmond Albany Marion Jamestown Homer Sparta Athens Milan Salvador Malta
  Monaco
`),
);

/** Words before a capitalised word that make it a place. */
export const LOCATION_CUES = [
  'in',
  'from',
  'to',
  'at',
  'near',
  'via',
  'across',
  'throughout',
  'around',
  'visit',
  'visited',
  'visiting',
  'born in',
  'lives in',
  'living in',
  'moved to',
  'based in',
  'located in',
  'travelled to',
  'traveled to',
  'flew to',
  'city of',
  'capital of',
  'state of',
  'province of',
  'republic of',
  'kingdom of',
  'outside',
  'north of',
  'south of',
  'east of',
  'west of',
  'address',
  'city',
  'country',
  'state',
  'place of birth',
  'birthplace',
  'residence',
  'nationality',
  'destination',
  'origin',
];
