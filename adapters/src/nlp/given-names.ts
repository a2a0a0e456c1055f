/**
 * Frequent given names across the newsroom's languages. A given name followed by a capitalised
 * word is a person cue. Names that are also common words in one of the languages (Mark, Ernst,
 * Will, Rose, Wolf, Otto, Grace…) are left out on purpose: they would fire on ordinary text.
 */
const NAMES = `
Aaron Abdul Abdullah Adam Adolf Adrian Ahmed Alain Alan Albert Alberto Alejandro Aleksandr Alessandro Alex Alexander Alexandra
Alexandre Alexej Alexis Alfred Ali Alice Alicia Alina Alois Amélie Ana Andrea Andreas André Andrew Andrzej Andy Angela Angelika
Anja Anke Ann Anna Annalena Anne Annegret Annette Anthony Antoine Anton Antonio António Armin Arnaud Arnold Arthur Aurélie Axel
Barack Barbara Bastian Beat Beatrice Bénédicte Benedikt Benjamin Benoît Bernard Bernd Bernhard Bertrand Bettina Bill Birgit Björn
Bob Bodo Boris Brigitte Bruno Burkhard Carl Carlo Carlos Carmen Carola Caroline Carsten Catherine Cécile Cédric Cem Charles
Charlotte Chris Christa Christian Christiane Christina Christine Christoph Christophe Christopher Claire Clara Claude Claudia
Claus Cornelia Cristiano Dagmar Daniel Daniela Daniele Danielle David Denis Dennis Didier Dieter Dietmar Dietrich Dimitri Dirk
Dmitri Dmitry Dominik Dominique Donald Doris Dorothea Edgar Edith Édouard Edouard Edmund Eduard Elena Elias Elisabeth Élisabeth
Elizabeth Elke Ellen Elon Emily Emma Emmanuel Enrico Eric Éric Erich Erik Erika Erwin Esther Étienne Eugen Eva Fabian Fabien
Fabienne Fabio Felix Ferdinand Fernando Florence Florian Francesco Francis Francisco François Françoise Frank-Walter Franz
Franziska Frédéric Friedrich Fritz Gabriel Gabriele Georg George Georges Gérald Gérard Gerd Gerhard Gianni Gilbert Gilles Gisela
Giuseppe Gordon Gregor Guido Guillaume Günter Günther Gustav Guy Hannah Hannelore Hans Hans-Dietrich Hans-Jürgen Hans-Peter Harald
Hartmut Heiko Heinrich Heinz Helene Helga Helmut Henri Henry Herbert Hermann Hillary Holger Hubert Hubertus Hugo Hugues Ibrahim
Igor Ilse Ines Ingo Ingrid Irene Isabel Isabelle Ivan Jacques Jakob James Jan Jane Janet Janine Jason Javier Jean Jean-Claude
Jean-François Jean-Luc Jean-Marc Jean-Marie Jean-Michel Jean-Paul Jean-Pierre Jean-Yves Jeanne Jeff Jennifer Jens Jérôme Jessica
Joachim Joe Johann Johanna Johannes John Jonas Jonathan Jörg Jorge José Josef Joseph Joshua Julia Julian Julie Julien Julius
Jürgen Justin Karin Karl Karl-Heinz Karl-Theodor Kaspar Katarina Katharina Kathrin Katja Katrin Kerstin Kevin Kim Klaus Konrad
Kurt Lars Laura Laurence Laurent Lea Lena Leo Leon Léon Leonardo Lionel Lisa Lothar Louis Louise Luc Luca Lucas Lucie Ludwig Luis
Luise Lukas Luke Lutz Magdalena Manfred Manuel Manuela Marc Marcel Marco Marcus Margaret Margarete Margot Maria Marianne Marie
Marine Mario Marion Marius Markus Marta Martin Martina Mary Mathias Mathieu Matteo Matthew Matthias Maurice Max Maxime Maximilian
Melanie Michael Michaela Michel Michele Michelle Mike Miriam Mohamed Mohammed Monika Nadine Nancy Natalie Nathalie Nicolas Nicola
Niels Nikolai Nikolaus Nils Nina Norbert Olaf Olga Oliver Olivier Oskar Pascal Patrick Patricia Paul Paula Pedro Peer Peter Petra
Philipp Philippe Pierre Pierre-Yves Rafael Rainer Ralf Ralph Raphaël Regina Reinhard Reinhold Renate Renaud René Richard Rita
Robert Roberto Robin Roger Roland Roman Ronald Rudolf Rüdiger Rupert Ruth Sabine Sahra Samuel Sandra Sara Sarah Sascha Sebastian
Sergei Sergey Serge Sigmar Silke Silvia Silvio Simon Simone Sophie Stefan Stefanie Stephan Stéphane Stephanie Steve Steffen
Susanne Svenja Sven Sylvie Tanja Theo Theresa Thierry Thomas Thorsten Tim Timo Tobias Tom Tony Torsten Udo Ulla Ulrich Ulrike Urs
Ursula Ute Uwe Valérie Valentin Vera Veronika Viktor Vincent Viola Vladimir Volker Walter Werner Wilhelm William Willy Winfried
Wladimir Wolfgang Xavier Yannick Yves Yvonne Zoé Abraham Achim Adriana Agnès Albrecht Alessandra Alfonso Alfredo Amadeus Amanda
Ambroise Anders Andrés Andrei Andrej Angelo Anita Annika Antje Antoni Antonia Aristide Arne Arturo Astrid August Augustin Aurelio
Bärbel Bartholomäus Basile Benedetta Bernardo Blaise Brian Britta Bruce Camille Carina Carla Carole Catarina Cesare Charlie
Christel Christof Clarence Clément Colin Conrad Constantin Corinne Corrado Cyril Cyrille Dagobert Damien Dario Dean Denise Detlef
Diego Dolores Donatella Dorothee Douglas Edmond Eduardo Edward Egon Eleonore Élise Eliane Elmar Emil Emile Émile Enrique Ernest
Ernesto Esteban Eugène Eugenio Evelyne Ewald Fabrice Federico Felipe Filip Filippo Flavio Florent Francine Franck Francesca Frauke
Frida Friederike Gaston Geneviève Gennaro Geoffrey Gerrit Gerhart Gernot Gert Gesine Giacomo Gianluca Gilberto Gino Giorgio
Giovanni Gisèle Gottfried Grégoire Grégory Gudrun Guillermo Gunnar Gunter Gustave Hakan Hamid Hanna Hannes Harry Hassan Hedwig
Heidi Heike Helen Helena Helmuth Henning Henrik Hélène Herta Hilde Hildegard Horace Howard Hussein Ignaz Ilona Ilja Imre Inge
Ingeborg Irina Irma Isaac Ismail Ivo Jacob Jacqueline Jakub Janusz Jaroslav Jasmin Jean-Baptiste Jean-Jacques Jean-Louis Jeannette
Jerzy Jesús Jimmy Joan Joanna Jochen Joël Johan Johnny Jolanda Jordi Josefine Juan Judith Jules Julio Juri Jürg Kai-Uwe Karen
Karim Karol Kasimir Kathleen Kenneth Konstantin Kristina Lara Larry Lennart Leonhard Leopold Leslie Liliane Lindsey Linus Lorenz
Lorenzo Lucien Ludovic Luigi Luisa Lydia Magnus Mahmoud Malte Marek Margarethe Margrit Mariana Marina Marko Marlene Martha Massimo
Mathilde Mats Maurizio Mehmet Meike Micha Michèle Miguel Mikael Mikhail Milan Miloš Miroslav Mirko Moritz Mustafa Natascha Nathan
Neil Nelson Niccolò Nicole Niklas Nikola Noah Noël Odile Olivia Omar Oscar Oswald Ottmar Pablo Paolo Patrice Patrik Pavel Pawel
Percy Philip Philippa Pia Pietro Piotr Rachel Ragnar Raimund Ramón Raoul Raymond Reiner Rémi Rémy Renzo Ricardo Riccardo Rick
Rodolphe Rodrigo Rolf Romain Rosa Rosemarie Ruben Rudi Rutger Ryan Sabrina Salvatore Sami Sandro Sebastián Sergio Severin
Siegfried Sigurd Solange Sonja Stanislaw Stefano Steffi Stellan Sten Sylvain Sylvester Tadeusz Tamara Tatjana Teresa Thea Theodor
Thilo Till Tina Toni Torben Ulf Valentina Valeria Vanessa Vasco Veit Viktoria Vincenzo Virginie Vittorio Viviane Vladislav
Waldemar Walther Wayne Wendelin Wilfried Wim Wojciech Yann Yasmin Yusuf Zbigniew Zoltan Greg Sean Ray Dick Steven Stephen Scott
Gary Jerry Harold Keith Jeremy Terry Lawrence Bobby Willie Billy Gerald Randy Eugene Roy Russell Linda Susan Dorothy Betty Donna
Carol Sharon Kimberly Deborah Shirley Cynthia Melissa Brenda Amy Rebecca Pamela Debra Carolyn Frances Joyce Diane Heather Gloria
Evelyn Cheryl Mildred Katherine Ashley Janice Kelly Judy Kathy Beverly Tammy Lori Marilyn Kathryn Wanda Bonnie Lois Phyllis Norma
Diana Annie Lillian Peggy Gladys Connie Tracy Edna Tiffany Cindy Wendy Sherry Sylvia Josephine Thelma Shannon Sheila Ethel Elaine
Marjorie Carrie Monica Pauline Juanita Rhonda Debbie Lucille Jamie Joanne Eleanor Valerie Megan Suzanne Gail Bertha Darlene
Veronica Jill Erin Geraldine Lauren Cathy Joann Lynn Sally Erica Bernice Audrey Samantha Dana Stacy Renee Ida Vivian Roberta
Brittany Loretta Yolanda Jeanette Laurie Katie Kristen Alma Elsie Beth Vicki Tara Rosemary Eileen Terri Gertrude Lucy Tonya Ella
Stacey Wilma Gina Kristin Jessie Agnes Charlene Bessie Delores Melinda Arlene Maureen Colleen Allison Constance Lillie Jackie
Marcia Tanya Nellie Minnie Glenda Courtney Marian Stella Dora Vickie Mattie Maxine Mabel Marsha Myrtle Christy Deanna Patsy Hilda
Gwendolyn Jennie Nora Margie Cassandra Leah Priscilla Naomi Brandy Billie Dianne Tracey Leona Jenny Felicia Sonia Velma Becky
Bobbie Shelly Ramona Sherri Katrina Mohammad Muhammad Youssef Ahmad Hussain Khalid Tariq Hasan Abdel Abdelaziz Rachid Jamal Recep
Ahmet Emre Murat Mesut Ilkay Deniz Serkan Sergej Jewgeni Nikita Alexei Aleksei Oleg Anatoli Pjotr Wolodymyr Petro Vitali Witali
Andrij Hiroshi Takeshi Yuki Jae Jin Ravi Rahul Sanjay Amit Raj Priya
`;

export const GIVEN_NAMES: ReadonlySet<string> = new Set(NAMES.split(/\s+/).filter(Boolean));

/** A given name, also as the first part of a hyphenated one not in the list ("Hans-Ulrich"). */
export function isGivenName(word: string): boolean {
  if (GIVEN_NAMES.has(word)) return true;
  const dash = word.indexOf('-');
  return dash > 0 && GIVEN_NAMES.has(word.slice(0, dash));
}
