import type { Question } from './types';

/**
 * A final check on the six R package papers (`--questions papers-final`): written blind, from the pages as Docent
 * numbers them (dumped to /tmp/pages-sci), without asking Docent anything and without reading the other papers set
 * (papers.ts), to be measured once at the end. Forty questions as students, data analysts and applied researchers
 * using zoo, sandwich, strucchange and lme4 type them into a chat box. Thirty the documents answer: nine in the
 * paper's own words (lexical), fourteen in everyday words that describe rather than name the paper's terms
 * (paraphrased), some setting a scene first and some typed quickly in lower case, three that need two facts
 * (two-fact), and four asked of the label `papers` (label-wide, the answer in one of the six papers, which the
 * question does not name). Ten they do not answer (unanswerable): half share many words with a paper but ask for
 * something it never says (a default it does not give, a p value it does not print, a release year, a run time, break
 * dates), half are about something plausibly nearby that no paper covers (glmer's quadrature, breakpoint selection in
 * the strucchange vignette, tsibble, a Hausman test, Python's statsmodels); three of them are asked of the label.
 * Passages were chosen from the middle and later sections (methods, examples, simulations, appendices, conclusions)
 * rather than the abstracts. By document, counting the label-wide question with the paper that answers it: lme4 9
 * (2 lexical, 3 paraphrased, 1 two-fact, 1 label-wide, 2 unanswerable), sandwich-cl 6 (2, 2, 1, 0, 1), zoo 6 (1, 2,
 * 1, 1, 1), sandwich 6 (2, 2, 0, 1, 1), strucchange 5 (1, 2, 0, 1, 1), zoo-faq 5 (1, 3, 0, 0, 1), and three
 * unanswerable questions of the label. Every phrase is copied from the dumped page text (avoiding formulas and the
 * strucchange pages' dropped "fi"/"fl" ligatures); every unanswerable question was checked by grepping all pages of
 * its scope for its key words and their synonyms (what was checked is in its note).
 */
export const PAPERS_FINAL_QUESTIONS: Question[] = [
  // Fitting Linear Mixed-Effects Models Using lme4
  {
    id: 'lme4-lexical-f1',
    category: 'lexical',
    scope: { doc: 'lme4' },
    prompt: 'Why was the mcmcsamp function withdrawn from lme4?',
    facts: [
      {
        phrases: [
          'reliable even in cases where the estimated random-effect variances were near zero',
          'mcmcsamp has been withdrawn',
        ],
        pages: [35],
      },
    ],
    note:
      'Computing p values (5.2.5): mcmcsamp was withdrawn because no version could be made reliable when the ' +
      'estimated random-effect variances were near zero',
  },
  {
    id: 'lme4-lexical-f2',
    category: 'lexical',
    scope: { doc: 'lme4' },
    prompt: 'What do the lme4 authors name as their main priorities in moving forward?',
    facts: [
      {
        phrases: ['maintain the reference implementation of lme4', 'developing relatively few new features'],
        pages: [38],
      },
    ],
    note:
      'Conclusion (6): (1) maintain the reference implementation on CRAN with relatively few new features, (2) ' +
      'improve flexibility and scalability across implementations (MixedModels for Julia, flexLambda)',
  },
  {
    id: 'lme4-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'lme4' },
    prompt:
      'my random slope and intercept are correlated but the correlation is tiny, so I was going to drop it with the ' +
      'double bar syntax. is there any catch to forcing them to be uncorrelated?',
    facts: [
      {
        phrases: [
          'invariant to additive shifts of the continuous predictor',
          'This invariance breaks down when the correlation is constrained to zero',
          'the predictor is measured on a ratio scale',
        ],
        pages: [7, 8],
      },
    ],
    note:
      'Specifying uncorrelated random effects (2.2): uncorrelated models lose invariance to additive shifts of the ' +
      'predictor (p. 7), so they should be restricted to predictors on a ratio scale (p. 8); the question says ' +
      '"catch" and "forcing", not invariance',
  },
  {
    id: 'lme4-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'lme4' },
    prompt:
      'I fit a mixed model to a smallish data set and one variance came out as exactly zero. Is that something lme4 ' +
      'lets happen on purpose? Why does it insist on optimizers that take lower bounds on the parameters?',
    facts: [
      {
        phrases: [
          'in order to allow for singular fits',
          'Singular fits are common in practical data-analysis situations',
          'being able to fit a singular model is an advantage',
        ],
        pages: [25],
      },
    ],
    note:
      'Nonlinear optimization module (4): box constraints come from parameterizing the covariance in a constrained ' +
      'space to allow for singular fits, which are common with small data sets; the question says "exactly zero" ' +
      'and "lower bounds", not singular or box constraints',
  },
  {
    id: 'lme4-paraphrased-f3',
    category: 'paraphrased',
    scope: { doc: 'lme4' },
    prompt:
      'how do i get predictions for a typical new subject from my lmer fit, i.e. ignoring the subject-specific ' +
      'deviations',
    facts: [
      {
        phrases: ['predictions are made at the population level', 'all random-effect values set to zero'],
        pages: [37],
      },
    ],
    note:
      'Computing fitted and predicted values (5.2.8): re.form = ~0 or NA gives population-level predictions (all ' +
      'random effects set to zero); the default re.form = NULL conditions on all of them',
  },
  {
    id: 'lme4-two-fact-f1',
    category: 'two-fact',
    scope: { doc: 'lme4' },
    prompt:
      'In the sleep study example, when fm1, fm2 and fm3 are passed to anova together, are the REML fits compared ' +
      'as they are? And what did the comparison conclude about letting the slope and intercept be correlated?',
    facts: [
      {
        phrases: [
          'refit the models with ML if fitted with REML = TRUE',
          'refitting model(s) with ML (instead of REML)',
        ],
        pages: [34, 35],
      },
      { phrases: ['trivial and non-significant change in deviance'], pages: [35] },
    ],
    note:
      'Sequential decomposition and model comparison (5.2.4): anova refits REML models with ML by default (output ' +
      'line on p. 34, explanation on p. 35); adding the slope-intercept correlation gives a trivial, non-significant ' +
      'change in deviance (about 0.06)',
  },
  {
    id: 'lme4-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'lme4' },
    prompt: 'What is the default maximum number of function evaluations that lmer allows the BOBYQA optimizer?',
    facts: [],
    note:
      'Section 4 (pp. 24-25) names BOBYQA and Nelder-Mead but gives no limit: grep of "maxfun", "maxit", ' +
      '"evaluations", "tolerance" over all 51 pages finds nothing; "iteration" only the PLS iterations (pp. 12, 19, ' +
      '23); "control" only "control parameters have changed" (p. 24), the refit argument (p. 35) and "finer control" ' +
      '(p. 44)',
  },
  {
    id: 'lme4-unanswerable-f2',
    category: 'unanswerable',
    scope: { doc: 'lme4' },
    prompt:
      'How many adaptive Gauss-Hermite quadrature points does lme4 use by default when fitting a generalized linear ' +
      'mixed model?',
    facts: [],
    note:
      'nearby but not covered: the paper restricts itself to linear mixed models and defers GLMMs to a future paper ' +
      '(p. 1); grep of "quadrature", "nAGQ", "Gauss", "Laplace", "glmer" finds nothing',
  },

  // Econometric Computing with HC and HAC Covariance Matrix Estimators (sandwich)
  {
    id: 'sandwich-lexical-f1',
    category: 'lexical',
    scope: { doc: 'sandwich' },
    prompt: 'What does the name of the weave function in sandwich stand for?',
    facts: [{ phrases: ['weighted empirical adaptive variance estimators'], pages: [8] }],
    note: 'Section 3.2 (Lumley and Heagerty weights): weave stands for weighted empirical adaptive variance estimators',
  },
  {
    id: 'sandwich-lexical-f2',
    category: 'lexical',
    scope: { doc: 'sandwich' },
    prompt:
      'When computing confidence intervals for breakpoints, why does the vcov argument of confint have to be a ' +
      'function rather than a matrix?',
    facts: [
      {
        phrases: [
          'because it has to be applied to several segments of the data',
          'has to be a function (and not a matrix)',
        ],
        pages: [14],
      },
    ],
    note: '4.3 (real interest example): the vcov function must be applied to several segments of the data',
  },
  {
    id: 'sandwich-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'sandwich' },
    prompt:
      'In the example on state spending on schools versus income, the squared income term looks borderline ' +
      'significant with one robust estimator and nowhere near significant with another. What explains the difference?',
    facts: [
      {
        phrases: ['heavily influenced by a single outlier: Alaska', 'due to the correction for high leverage points'],
        pages: [10],
      },
    ],
    note:
      '4.1 (PublicSchools): HC0 suggests weak significance, HC4 none, because the quadratic fit is driven by one ' +
      'outlier, Alaska, and HC4 corrects for high leverage points; the question names neither HC0/HC4 nor Alaska',
  },
  {
    id: 'sandwich-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'sandwich' },
    prompt: 'if i just call kernHAC with no options what kind of estimator am i getting',
    facts: [
      {
        phrases: [
          'quadratic spectral kernel HAC estimator with VAR(1) prewhitening',
          'automatic bandwidth selection based on an AR(1) approximation',
        ],
        pages: [8, 13],
      },
    ],
    note:
      '3.2 (p. 8): by default kernHAC is a quadratic spectral kernel estimator with VAR(1) prewhitening and AR(1) ' +
      'based automatic bandwidth; restated for the real interest example (p. 13)',
  },
  {
    id: 'sandwich-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'sandwich' },
    prompt:
      'For the US real interest rate series, what p value does the supF test give when it uses the quadratic ' +
      'spectral kernel HAC estimator?',
    facts: [],
    note:
      'p. 14 says only that the same estimator "could also be used" for the supF test, with code in the appendix ' +
      '(p. 19, no output); grep of "supF", "p value", "p-value" finds p values only for the OLS-based CUSUM test ' +
      '(0.0082, p. 14) and the coefficient tests (pp. 9-12)',
  },

  // Various Versatile Variances (sandwich, clustered covariances)
  {
    id: 'sandwich-cl-lexical-f1',
    category: 'lexical',
    scope: { doc: 'sandwich-cl' },
    prompt: 'Who first proposed clustered covariances for the fixed effects estimator in panel models?',
    facts: [{ phrases: ['Arellano (1987) first proposed clustered covariances', 'Arellano'], pages: [3] }],
    note: '2.2 Clustered covariance methods: in econometrics, Arellano (1987) first proposed them',
  },
  {
    id: 'sandwich-cl-lexical-f2',
    category: 'lexical',
    scope: { doc: 'sandwich-cl' },
    prompt: 'What does setting fix = TRUE do in vcovCL?',
    facts: [
      {
        phrases: [
          'converting any negative eigenvalues from the eigendecomposition to zero',
          'fixed to be positive semi-definite',
          'forces a positive semi-definite result',
        ],
        pages: [12, 13],
      },
    ],
    note:
      '4.1 (p. 12): the covariance is fixed to be positive semi-definite by setting negative eigenvalues to zero; ' +
      'restated for vcovPL (p. 13)',
  },
  {
    id: 'sandwich-cl-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'sandwich-cl' },
    prompt:
      'Our study only has a dozen or so schools, so very few groups. In the simulations, which of the small-sample ' +
      'adjustments for cluster-robust standard errors came out best when there are few groups?',
    facts: [{ phrases: ['the HC3 correction works best', 'followed by HC2, HC1 and HC0'], pages: [27] }],
    note:
      'Experiment IV (6.2): for a small number of clusters HC3 works best, then HC2, HC1, HC0; the question says ' +
      '"groups" and "small-sample adjustments", not clusters or HC types',
  },
  {
    id: 'sandwich-cl-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'sandwich-cl' },
    prompt:
      'In the patents and institutional owners example, how much larger did the standard errors get once they ' +
      'accounted for firms being grouped?',
    facts: [
      {
        phrases: [
          'scaled up by factors between about 1.5 and 2',
          'usual standard errors greatly overstate the precision',
        ],
        pages: [17],
      },
    ],
    note:
      '5.1 (Aghion et al. / Berger et al. hurdle model): clustered standard errors are 1.5 to 2 times the basic ' +
      'sandwich ones; the question says "grouped", not clustered',
  },
  {
    id: 'sandwich-cl-two-fact-f1',
    category: 'two-fact',
    scope: { doc: 'sandwich-cl' },
    prompt:
      'If I call vcovCL without giving a cluster variable, what clusters does it use, and which HC bias correction ' +
      'does it apply by default?',
    facts: [
      {
        phrases: ['each observation is its own cluster per default', 'collapses to the basic sandwich estimator'],
        pages: [12],
      },
      { phrases: ['the default to use "HC1" for', '"HC0" otherwise'], pages: [12] },
    ],
    note:
      '4.1 Clustered covariances: without a cluster variable each observation is its own cluster (the basic sandwich ' +
      'estimator); type defaults to HC1 for lm objects and HC0 otherwise',
  },
  {
    id: 'sandwich-cl-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'sandwich-cl' },
    prompt:
      'How many seconds did vcovBS take compared with vcovCL for the clustered hurdle model on the InstInnovation ' +
      'data?',
    facts: [],
    note:
      'p. 17 (and p. 26) say only that vcovBS is "computationally much more demanding"; grep of "seconds", "minutes", ' +
      '"hours", "runtime", "run time", "computation time", "timing", "system.time" finds nothing, "faster" only the ' +
      'kronecker argument (p. 14)',
  },

  // zoo: An S3 Class and Methods for Indexed Totally Ordered Observations
  {
    id: 'zoo-lexical-f1',
    category: 'lexical',
    scope: { doc: 'zoo' },
    prompt: 'Why was the zoo function rapply renamed to rollapply?',
    facts: [
      {
        phrases: [
          'provides a different function rapply for recursive',
          'recursive (and not rolling) application of functions',
        ],
        pages: [19],
      },
    ],
    note: 'footnote 11 (2.9 Rolling functions): from R 2.4.0 base R has its own rapply for recursive application',
  },
  {
    id: 'zoo-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'zoo' },
    prompt:
      'I computed a moving standard deviation over 5 observations with zoo and got back fewer values than I put in, ' +
      'and they seem to be dated at the middle of each window. Is that expected, and can I change it?',
    facts: [
      {
        phrases: [
          'width - 1 fewer observations than the original series',
          'aligned at the center of the rolling window',
          'rolling computations on partial windows with arbitrary aligning',
        ],
        pages: [19],
      },
    ],
    note:
      '2.9 Rolling functions: rollapply by default uses full windows only, returns width - 1 fewer observations ' +
      'aligned at the centre; partial, align and fill change this; the question names neither rollapply nor align',
  },
  {
    id: 'zoo-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'zoo' },
    prompt:
      'my series starts with a couple of missing values. if i fill the gaps by carrying the previous value forward, ' +
      'what happens to those first ones',
    facts: [
      {
        phrases: [
          'Leading NAs, which cannot be replaced by previous observations',
          'are removed in both functions by default',
        ],
        pages: [18],
      },
    ],
    note:
      '2.8 NA handling: na.locf (and na.approx/na.spline) remove leading NAs by default; the question says "carrying ' +
      'the previous value forward", not na.locf',
  },
  {
    id: 'zoo-two-fact-f1',
    category: 'two-fact',
    scope: { doc: 'zoo' },
    prompt:
      'In the example that uses zoo together with strucchange on the economics journals data, what hypothesis is ' +
      'being tested, and what did the fluctuation process show?',
    facts: [
      {
        phrases: [
          'price elasticity in the demand for economic journals is stable across the age',
          'stable across the age of these journals',
        ],
        pages: [21],
      },
      {
        phrases: ['younger than about 18 years', 'crosses its 5% critical value'],
        pages: [21, 22],
      },
    ],
    note:
      '3.1 strucchange: the null is a price elasticity stable across journal age; the score-based CUSUM process ' +
      'crosses its 5% critical value (p. 21), a change for journals older vs. younger than about 18 years (p. 22)',
  },
  {
    id: 'zoo-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'zoo' },
    prompt: 'In what year was the first version of zoo released on CRAN?',
    facts: [],
    note:
      'p. 1 says "Since the first release" without a date: grep of "first release", "released", "version" finds only ' +
      'that sentence, the JSS 2005 predecessor article (p. 1), RNGversion (p. 3), "previous versions" of rapply ' +
      '(p. 19), tseries 0.9-30 (p. 22) and the computational details (zoo 1.8-11, p. 26); years 2001-2003 occur ' +
      'only in examples',
  },

  // zoo FAQ
  {
    id: 'zoo-faq-lexical-f1',
    category: 'lexical',
    scope: { doc: 'zoo-faq' },
    prompt:
      'Why can a "zoo" object only be a numeric vector, a numeric matrix or a factor, rather than a data frame with ' +
      'mixed columns?',
    facts: [
      {
        phrases: [
          'operations on matrices in R are much faster than on data frames',
          'intended to generalize R\'s "ts" class',
        ],
        pages: [4],
      },
    ],
    note: 'FAQ 4: zoo generalizes the matrix-based "ts" class, and matrix operations are much faster than data frame ones',
  },
  {
    id: 'zoo-faq-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'zoo-faq' },
    prompt: "plotting my series with lots of gaps in it just gives me empty axes, nothing drawn. what's going on",
    facts: [
      {
        phrases: ['Isolated points surrounded by NA values do not form lines', 'Plot points rather than lines'],
        pages: [8],
      },
    ],
    note: 'FAQ 9: isolated points between NAs do not form lines; plot points, omit or interpolate NAs',
  },
  {
    id: 'zoo-faq-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'zoo-faq' },
    prompt:
      'My tick data has several trades stamped with exactly the same time, and zoo complains about it. What are my ' +
      'options for cleaning that up?',
    facts: [
      {
        phrases: [
          'averaging over them',
          'taking the last among each run of duplicates',
          'interpolating the duplicates',
          'taking last in each set of duplicates',
        ],
        pages: [1, 2],
      },
    ],
    note:
      'FAQ 1: duplicates are typically eliminated by averaging, taking the last of each run, or interpolating ' +
      '(p. 1), shown with aggregate.zoo (pp. 1-2); the question says "same time", not duplicate times',
  },
  {
    id: 'zoo-faq-paraphrased-f3',
    category: 'paraphrased',
    scope: { doc: 'zoo-faq' },
    prompt:
      'I have a loop that picks out parts of a zoo series by time on every pass and it crawls. Any tips to make it ' +
      'faster?',
    facts: [
      {
        phrases: ['extract the data and time components prior to the loop', 'indexing of zoo objects in an inner loop'],
        pages: [14],
      },
    ],
    note: 'FAQ 15: the slowness comes from indexing zoo objects in an inner loop; extract coredata and time first',
  },
  {
    id: 'zoo-faq-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'zoo-faq' },
    prompt: 'How do I convert a zoo series into a tsibble so I can use it with the tidyverts forecasting packages?',
    facts: [],
    note:
      'nearby but not covered: grep of "tsibble", "tidy", "dplyr", "data.table" over all 15 pages finds nothing; ' +
      'conversions covered are to data frames (FAQ 4) and timeSeries (FAQ 10); xts appears only in the package list ' +
      '(p. 10)',
  },

  // strucchange: An R Package for Testing for Structural Change in Linear Regression Models
  {
    id: 'strucchange-lexical-f1',
    category: 'lexical',
    scope: { doc: 'strucchange' },
    prompt: 'What is the major drawback of the Chow test?',
    facts: [{ phrases: ['the change point has to be known in advance'], pages: [9] }],
    note: '5 F tests: the change point has to be known in advance, which the supF-type tests avoid',
  },
  {
    id: 'strucchange-paraphrased-f1',
    category: 'paraphrased',
    scope: { doc: 'strucchange' },
    prompt:
      'If I run Fstats without saying where to look for a break, what part of the sample does it search by default?',
    facts: [{ phrases: ['from = 0.15 and implicitly to = 0.85'], pages: [10] }],
    note:
      '5.1 F statistics: from and to can be fractions of the sample; the default is from = 0.15 and implicitly ' +
      'to = 0.85 (the question does not name the arguments)',
  },
  {
    id: 'strucchange-paraphrased-f2',
    category: 'paraphrased',
    scope: { doc: 'strucchange' },
    prompt:
      "Why do the usual CUSUM tests draw straight-line limits rather than ones shaped like the process's own " +
      'standard deviation, and does that choice cost anything?',
    facts: [
      {
        phrases: [
          'because a closed form solution for the crossing probability is known',
          'better power for structural changes early and late in the sample period',
        ],
        pages: [7],
      },
    ],
    note:
      '4.2 Boundaries: linear boundaries are used because the crossing probability has a closed form; the ' +
      'alternative (standard-deviation shaped) boundaries give the OLS-based CUSUM test better power for early and ' +
      'late changes',
  },
  {
    id: 'strucchange-unanswerable-f1',
    category: 'unanswerable',
    scope: { doc: 'strucchange' },
    prompt:
      'When dating structural changes, how does strucchange decide how many breakpoints to keep? Does it use the BIC?',
    facts: [],
    note:
      'nearby but not covered: the abstract (p. 1) only mentions that breakpoint estimation ("dating") was added later ' +
      'and is discussed elsewhere; grep of "breakpoint" finds only p. 1, "BIC", "Bai", "number of breaks", ' +
      '"information criterion" nothing, "dating" only p. 1 and reference titles (pp. 14, 16)',
  },

  // The label `papers`
  {
    id: 'papers-label-label-wide-f1',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt: "Is there a way to get Cook's distance or other influence diagnostics for a linear mixed model?",
    facts: [
      {
        doc: 'lme4',
        phrases: ['lme4 does not provide influence diagnostics', 'HLMdiag and influence.ME'],
        pages: [33],
      },
    ],
    note:
      'paraphrased: lme4 Diagnostic plots (5.2.3): lme4 itself does not, the packages HLMdiag and influence.ME do; ' +
      'sandwich (p. 10) mentions leverage only for HC4 in linear regression',
  },
  {
    id: 'papers-label-label-wide-f2',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt:
      'Which type of heteroskedasticity-consistent standard errors is recommended when the sample is small, and why?',
    facts: [
      {
        doc: 'sandwich',
        phrases: [
          'HC3 provides the best performance in small samples',
          'gives less weight to influential observations',
        ],
        pages: [4],
        alsoIn: [
          { doc: 'sandwich-cl', pages: [27], phrases: ['suggest to use HC3 in the linear model for small samples'] },
        ],
      },
    ],
    note:
      'sandwich 3.1 (p. 4): Long and Ervin (2000) conclude HC3 performs best in small samples, giving less weight to ' +
      'influential observations; sandwich-cl (p. 27) cites the same recommendation',
  },
  {
    id: 'papers-label-label-wide-f3',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt: 'I have a yearly series but need it quarterly, with the quarters in between filled in. How can I do that?',
    facts: [
      {
        doc: 'zoo',
        phrases: [
          'The opposite of aggregation is disaggregation',
          'insert intermediate quarterly points containing NA values',
        ],
        pages: [13],
      },
    ],
    note:
      'paraphrased: zoo 2.4 (Nile example): convert to zoo, merge in quarterly points with NAs, fill with na.approx, ' +
      'na.locf or na.spline; no other paper mentions disaggregation',
  },
  {
    id: 'papers-label-label-wide-f4',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt:
      'When watching a regression for structural change as new observations come in, why do I have to fix the ' +
      'significance level before the monitoring starts?',
    facts: [
      {
        doc: 'strucchange',
        phrases: [
          'Because monitoring is a sequential test procedure',
          'when the object of class "mefp" is created',
          'the "mefp" object is created',
        ],
        pages: [12, 13],
      },
    ],
    note:
      'paraphrased: strucchange 6 Monitoring (p. 12): monitoring is sequential, so alpha is given when the mefp ' +
      'object is created (restated p. 13); the question says "watching", not monitoring with mefp',
  },
  {
    id: 'papers-label-unanswerable-f1',
    category: 'unanswerable',
    scope: { label: 'papers' },
    prompt:
      'Bai and Perron chose the number of breaks in the US ex-post real interest rate series with sequential tests ' +
      'instead of the BIC. On which date does their additional breakpoint fall?',
    facts: [],
    note:
      'sandwich footnote 6 (p. 14) says only that their sequential tests give an additional breakpoint with wide ' +
      'confidence intervals; the dates given (1972(3), 1980(3)) are for the BIC partition; grep of "Bai" and ' +
      '"RealInt" over all six finds only sandwich (pp. 9-20), "sequential" elsewhere only lme4\'s sequential ANOVA ' +
      "and strucchange's monitoring (strucchange does not use this series)",
  },
  {
    id: 'papers-label-unanswerable-f2',
    category: 'unanswerable',
    scope: { label: 'papers' },
    prompt: 'How do I run a Hausman test to choose between fixed effects and random effects for panel data?',
    facts: [],
    note:
      'nearby but not covered: grep of "Hausman", "fixed or random", "random or fixed", "choose between", "endogen", ' +
      '"specification test" over all six finds nothing; fixed and random effects appear only in lme4 and ' +
      'sandwich-cl without such a test',
  },
  {
    id: 'papers-label-unanswerable-f3',
    category: 'unanswerable',
    scope: { label: 'papers' },
    prompt: "How do I get cluster-robust standard errors in Python's statsmodels?",
    facts: [],
    note:
      'nearby but not covered: grep of "python", "statsmodels" over all six finds nothing; sandwich-cl compares ' +
      'only R packages and Stata (pp. 4-5); the only other language mentioned is Julia (lme4)',
  },
];
