import type { Question } from './types';

/**
 * Questions on six research papers and vignettes of R packages (`--questions papers`): written blind, from the pages
 * as Docent numbers them (dumped to /tmp/pages-sci), without asking Docent anything and without reading
 * papers-final.ts. The documents: "zoo: An S3 Class and Methods for Indexed Totally Ordered Observations" (30 pages),
 * the zoo FAQ (15), "Econometric Computing with HC and HAC Covariance Matrix Estimators" (sandwich, 21), "Various
 * Versatile Variances" on clustered covariances (sandwich-cl, 36), "strucchange: An R Package for Testing for
 * Structural Change in Linear Regression Models" (17) and "Fitting Linear Mixed-Effects Models Using lme4" (51).
 * Forty-four questions: thirty-three the papers answer, as students, data analysts and researchers type them into a
 * chat box (ten in the paper's own words, fifteen in everyday words that describe the thing rather than name the
 * paper's terms, some setting a scene first and some typed quickly in lower case, three that need two facts, and five
 * asked of the `papers` label, whose answer is in one of the six), and eleven they do not (three of them asked of the
 * label): six share many words with a paper but ask for something it never says (the subjects' ages, a run time, a
 * first release, a p value the paper leaves to its appendix code, a version number, a bootstrap default), five are
 * about something plausibly nearby (glmer's integral approximation, quantile regression, breakpoint dating in the
 * strucchange vignette, xts and time zones, unit-root tests). Every unanswerable question was checked by grepping all
 * pages of its scope for its key words and their synonyms (what was checked is in its note). Phrases avoid formulas and
 * code, and in strucchange (whose PDF text lost its fi/fl ligatures: "signicance", "uctuation") they avoid words with
 * those ligatures. By document: lme4 9, sandwich-cl 6, zoo 6, sandwich 5, strucchange 5, zoo-faq 5, and 8 asked of the
 * label (five answered from lme4, sandwich-cl, zoo, sandwich and strucchange, one each, so that each paper's share,
 * label included, is lme4 10, sandwich-cl 7, zoo 7, sandwich 6, strucchange 6, zoo-faq 5; three unanswerable).
 */
export const PAPERS_QUESTIONS: Question[] = [
  // Fitting Linear Mixed-Effects Models Using lme4
  {
    id: 'lme4-lexical-1',
    category: 'lexical',
    scope: { doc: 'lme4' },
    prompt: 'What are the main features distinguishing lme4 from nlme?',
    facts: [
      {
        phrases: [
          'more efficient linear algebra tools, giving improved performance on large problems',
          'simpler syntax and more efficient implementation for fitting models with crossed random effects',
          'profile likelihood confidence intervals on random-effects parameters',
        ],
        pages: [1],
      },
    ],
    note:
      'Introduction: (1) more efficient linear algebra, (2) simpler syntax for crossed random effects, (3) profile ' +
      "likelihood confidence intervals, (4) GLMMs; p. 2 adds nlme's advantage (structured residuals)",
  },
  {
    id: 'lme4-lexical-2',
    category: 'lexical',
    scope: { doc: 'lme4' },
    prompt: 'Which two built-in optimization choices does lme4 incorporate?',
    facts: [
      {
        phrases: [
          'Nelder-Mead simplex algorithm adapted from Steven Johnson',
          "a wrapper for Powell's BOBYQA algorithm",
          'derivative-free optimizers such as BOBYQA and Nelder-Mead',
        ],
        pages: [24, 25],
      },
    ],
    note:
      'Section 4 (Nonlinear optimization module): Nelder-Mead from NLopt and BOBYQA via minqa; p. 25 explains the ' +
      'switch to derivative-free optimizers',
  },
  {
    id: 'lme4-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'lme4' },
    prompt:
      "Everyone's reaction time in my study gets slower over the days, but each person starts at a different " +
      'level and slows at a different rate. How do I tell lmer that each person gets their own intercept and slope, ' +
      'but that the two should not be correlated?',
    facts: [
      {
        phrases: ['one may either use double-bar notation', 'Uncorrelated random intercept and slope'],
        pages: [7],
      },
    ],
    note:
      'Section 2.2 (Specifying uncorrelated random effects) and Table 2: (x || g), or (1 | g) + (0 + x | g); the ' +
      'question says neither "double bar" nor "random effects"',
  },
  {
    id: 'lme4-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'lme4' },
    prompt: 'why does summary() of my lmer model not show any p values for the fixed effects?',
    facts: [
      {
        phrases: [
          'more controversial design decisions of lme4 has been to omit the output of p values',
          'these distributions are not t distributed for finite size samples',
        ],
        pages: [35],
      },
    ],
    note:
      'Section 5.2.5 (Computing p values): omitted on purpose, null distributions are not t/F for finite samples and ' +
      'degrees-of-freedom approximations are ad hoc; help("pvalues") points elsewhere (p. 32 only says there are none)',
  },
  {
    id: 'lme4-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'lme4' },
    prompt:
      'I fitted two mixed models with REML and compared them with anova(), and R printed a message that it was ' +
      'refitting them. What is it doing and why?',
    facts: [
      {
        phrases: [
          'refit the models with ML if fitted with REML',
          'sensible answers when comparing models that differ in their fixed effects',
        ],
        pages: [34, 35],
      },
    ],
    note:
      'Section 5.2.4 (Sequential decomposition and model comparison): anova refits with ML, needed when fixed ' +
      'effects differ; controlled by the refit argument (the "refitting model(s) with ML" output is on p. 34)',
  },
  {
    id: 'lme4-paraphrased-4',
    category: 'paraphrased',
    scope: { doc: 'lme4' },
    prompt:
      'One of the random-effect variances in my model comes out as exactly zero. Is that a bug, or is lme4 meant to ' +
      'allow it?',
    facts: [
      {
        phrases: [
          'Singular fits are common in practical data-analysis situations',
          'being able to fit a singular model is an advantage',
          'singular covariance matrices, which regularly arise in practice',
        ],
        pages: [13, 25],
      },
    ],
    note:
      'Section 4: the Cholesky parameterization with non-negative diagonal allows singular fits, which are common ' +
      'and an advantage; Section 3.1 (p. 13): the reformulation works with singular covariance matrices',
  },
  {
    id: 'lme4-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'lme4' },
    prompt:
      'In the sleep deprivation example, how much sleep were the subjects allowed each night, and what are the ' +
      'estimated fixed-effect intercept and slope of reaction time?',
    facts: [
      { phrases: ['restricted to 3 hours of sleep per night'], pages: [3] },
      { phrases: ['251.4 ms and 10.47 ms/day'], pages: [4] },
    ],
    note:
      'Section 1.2 (Example): 3 hours per night from day 0 on; fm1 gives intercept 251.4 ms and slope 10.47 ms/day ' +
      '(the summary on p. 32 prints 251.41 and 10.47)',
  },
  {
    id: 'lme4-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'lme4' },
    prompt: 'How old were the 18 subjects in the sleepstudy data, and how many of them were women?',
    facts: [],
    note:
      'Shares words (sleepstudy, 18 subjects): p. 3 gives only the design (3 hours of sleep, Reaction, Days, ' +
      '18-level Subject factor); grep of " age", "aged", "old", "years old", "gender", "sex", "male", "women", ' +
      '"participants", "volunteer" finds nothing about the subjects',
  },
  {
    id: 'lme4-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'lme4' },
    prompt:
      'For a logistic mixed model fitted with glmer, does lme4 use the Laplace approximation or adaptive ' +
      'Gauss-Hermite quadrature by default?',
    facts: [],
    note:
      'Nearby (GLMMs, which the paper leaves to "a future paper", p. 1): grep of "glmer", "Laplace", "quadrature", ' +
      '"Hermite", "nAGQ", "logistic", "binomial", "binary" finds nothing; "integral" occurs only in the LMM ' +
      'likelihood and REML derivations (pp. 15, 17)',
  },

  // Various Versatile Variances (clustered covariances in sandwich)
  {
    id: 'sandwich-cl-lexical-1',
    category: 'lexical',
    scope: { doc: 'sandwich-cl' },
    prompt: 'What does the fix argument of vcovCL do?',
    facts: [
      {
        phrases: [
          'whether the covariance matrix should be fixed to be positive semi-definite',
          'converting any negative eigenvalues from the eigendecomposition to zero',
        ],
        pages: [12],
      },
    ],
    note:
      'Section 4.1 (Clustered covariances): fix = TRUE makes the matrix positive semi-definite by zeroing negative ' +
      'eigenvalues, most likely needed with fixed effects (Cameron et al. 2011)',
  },
  {
    id: 'sandwich-cl-lexical-2',
    category: 'lexical',
    scope: { doc: 'sandwich-cl' },
    prompt: 'Which HC bias correction type does vcovCL use by default?',
    facts: [{ phrases: ['default to use "HC1" for \'lm\' objects and "HC0" otherwise'], pages: [12] }],
    note:
      'Section 4.1: type defaults to HC1 for lm objects and HC0 otherwise; the cluster adjustment G/(G-1) is ' +
      'switched separately by cadjust',
  },
  {
    id: 'sandwich-cl-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'sandwich-cl' },
    prompt:
      'I have panel data with firms observed over many years. Shocks in a given year hit all firms at once and they ' +
      'also linger over time. Which of the panel covariances in the paper copes with that kind of dependence, and is ' +
      'there a catch?',
    facts: [
      {
        phrases: [
          'robust to spatial and temporal dependence of general form',
          'a long enough time dimension must be available',
          'robust to quite general forms of cross-sectional and temporal dependence',
        ],
        pages: [10],
      },
    ],
    note:
      'Section 3.3 (Driscoll and Kraay, meatPL/vcovPL): robust to general cross-sectional and temporal dependence ' +
      'but needs a long time dimension; the question names neither Driscoll-Kraay nor vcovPL',
  },
  {
    id: 'sandwich-cl-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'sandwich-cl' },
    prompt:
      'my data only has about 10 groups. are clustered standard errors still ok, and which small-sample correction ' +
      'worked best in the simulations?',
    facts: [
      {
        phrases: [
          'all of the standard errors are underestimated for G = 10 clusters',
          'for a small number of clusters, the HC3 correction works best',
          'about 50–100 clusters are enough',
          'Theory requires that each cluster dimension has many clusters',
        ],
        pages: [19, 26, 27],
      },
    ],
    note:
      'Section 6.2, Experiment IV: at G = 10 standard errors are underestimated (except CL-3 for binomial/Poisson), ' +
      '50-100 clusters suffice, HC3 works best for few clusters, then HC2, HC1, HC0; p. 19 warns (of the 10 years ' +
      'in the Petersen data) that theory needs many clusters per dimension',
  },
  {
    id: 'sandwich-cl-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'sandwich-cl' },
    prompt: 'How long did the simulation study in sim-CL.R take to run, and on how many cores?',
    facts: [],
    note:
      'Shares words (sim-CL.R, simulation, cores): p. 23 says only that sim() loops over the scenarios "using ' +
      'multiple cores for parallelization"; grep of "hour", "minute", "runtime", "run time", "took", "cores", ' +
      '"computation time" finds only the cores argument of vcovBS (p. 14) and "computationally much more ' +
      'demanding" for the bootstrap (pp. 17, 26), no duration or core count',
  },
  {
    id: 'sandwich-cl-unanswerable-2',
    category: 'unanswerable',
    scope: { doc: 'sandwich-cl' },
    prompt: 'Can I get clustered standard errors for a quantile regression fitted with rq() from quantreg?',
    facts: [],
    note:
      'Nearby (a model class not covered): the classes with estfun()/bread() listed on p. 11 are lm, glm, mlm, nls, ' +
      'betareg, clm, coxph, survreg, crch, hurdle, zeroinfl, mlogit, polr, rlm; grep of "quantreg", "quantile", ' +
      '"rq(", "median regression" finds nothing',
  },

  // zoo: An S3 Class and Methods for Indexed Totally Ordered Observations
  {
    id: 'zoo-lexical-1',
    category: 'lexical',
    scope: { doc: 'zoo' },
    prompt: 'What does the name na.locf stand for, and what does the function do?',
    facts: [
      {
        phrases: [
          'stands for last observation carried forward',
          'replaces missing observations by the most recent non-NA prior to it',
          'impute NAs by carrying forward the last observation',
        ],
        pages: [18, 30],
      },
    ],
    note: 'Section 2.8 (NA handling) and the reference card (p. 30)',
  },
  {
    id: 'zoo-lexical-2',
    category: 'lexical',
    scope: { doc: 'zoo' },
    prompt: 'What are the key design goals of the zoo package?',
    facts: [
      {
        phrases: [
          'Its key design goals are independence of a particular index/time/date class',
          'independence of a particular index class and compatibility with standard generics',
          'a second key design goal became more and more clear',
        ],
        pages: [1, 2, 25],
      },
    ],
    note:
      'Abstract (independence of the index class, consistency with base R and "ts"), introduction (pp. 1-2: index ' +
      'independence the most important goal, a second key goal methods similar to "ts") and Summary (p. 25)',
  },
  {
    id: 'zoo-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'zoo' },
    prompt:
      'I have quarterly sales figures but a couple of quarters in the middle are missing. Why would I store them as ' +
      'zooreg rather than as a plain ts object?',
    facts: [
      {
        phrases: [
          'they remain regular even if an internal observation is dropped',
          'regularity is lost if some internal observations are omitted',
        ],
        pages: [6, 7],
      },
    ],
    note:
      'Section 2.2: "ts" loses regularity when internal observations are omitted; "zooreg" keeps a frequency and ' +
      'stays (weakly) regular, which facilitates NA handling',
  },
  {
    id: 'zoo-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'zoo' },
    prompt:
      'If I add two zoo series whose dates only partly overlap, what happens to the dates that appear in just one of ' +
      'them?',
    facts: [
      {
        phrases: [
          'perform the operations only for the intersection of the indexes',
          'performed along the intersection of indexes',
        ],
        pages: [13, 29],
      },
    ],
    note:
      'Section 2.5 (Mathematical operations): Ops work on the intersection of the indexes (z1 + z2 keeps 3 dates); ' +
      'reference card p. 29; the question says neither "Ops" nor "intersection"',
  },
  {
    id: 'zoo-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'zoo' },
    prompt:
      'By default, for which windows does rollapply evaluate the function, and which faster specialised rolling ' +
      'functions does zoo provide?',
    facts: [
      { phrases: ['only evaluates the function for windows of full size width'], pages: [19] },
      {
        phrases: [
          'rollmean, rollmedian and rollmax',
          'more efficient functions for computing the rolling mean, median and maximum',
        ],
        pages: [20, 30],
      },
    ],
    note:
      'Section 2.9 (Rolling functions): full windows only by default (result has width - 1 fewer observations, ' +
      'centred); rollmean, rollmedian, rollmax are more efficient (p. 20, reference card p. 30)',
  },
  {
    id: 'zoo-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'zoo' },
    prompt: 'In what year was the first release of zoo published on CRAN, and what was its version number?',
    facts: [],
    note:
      'Shares words (first release, zoo, CRAN, version): p. 1 says only "Since the first release, a major part of ' +
      'the additions ... by the second author"; grep of "first release", "released", "version", "CRAN" finds the ' +
      'JSS 2005 predecessor, the zoo 1.8-11 used for the computations (p. 26), rapply renamed (p. 19), tseries ' +
      '0.9-30 (p. 22), no first-release date or number',
  },

  // Econometric Computing with HC and HAC Covariance Matrix Estimators (sandwich)
  {
    id: 'sandwich-lexical-1',
    category: 'lexical',
    scope: { doc: 'sandwich' },
    prompt: 'Which type of HC estimator does vcovHC compute by default?',
    facts: [{ phrases: ['"HC3" (the default)'], pages: [5] }],
    note: 'Section 3.1: type can be "const", "HC0"/"HC", "HC1", "HC2", "HC3" (the default) or "HC4"; omega overrides type',
  },
  {
    id: 'sandwich-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'sandwich' },
    prompt:
      "In the example on US states' school spending and income, the squared income term looks weakly significant " +
      "with one robust covariance and not significant at all with another. What's behind the difference?",
    facts: [
      {
        phrases: ['heavily influenced by a single outlier: Alaska', 'due to the correction for high leverage points'],
        pages: [10],
      },
    ],
    note:
      'Section 4.1: HC0 gives p = 0.056, HC4 p = 0.77; the quadratic fit is driven by Alaska and HC4 corrects for ' +
      'high leverage; the question names neither HC0/HC4 nor Alaska',
  },
  {
    id: 'sandwich-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'sandwich' },
    prompt: "i want newey-west standard errors but have no idea which lag to use. what happens if i don't give one?",
    facts: [
      {
        phrases: [
          'the non-parametric bandwidth selection procedure of Newey and West (1994) is used',
          'NeweyWest which by default uses the bandwidth selection function bwNeweyWest',
        ],
        pages: [7, 8],
      },
    ],
    note: 'Section 3.2: lag = NULL (the default) selects the bandwidth by Newey and West (1994), bwNeweyWest',
  },
  {
    id: 'sandwich-two-fact-1',
    category: 'two-fact',
    scope: { doc: 'sandwich' },
    prompt: 'Who suggested the HC0 estimator, and who suggested HC1, HC2 and HC3?',
    facts: [
      { phrases: ['HC0 was suggested in the econometrics literature by White (1980)'], pages: [4] },
      { phrases: ['HC1, HC2 and HC3 were suggested by MacKinnon and White (1985)'], pages: [4] },
    ],
    note: 'Section 3.1: HC0 by White (1980); HC1-HC3 by MacKinnon and White (1985) for small samples; HC4 Cribari-Neto',
  },
  {
    id: 'sandwich-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'sandwich' },
    prompt:
      'What p value does the supF test with the quadratic spectral kernel HAC estimate give for the RealInt series?',
    facts: [],
    note:
      'Shares words (supF, quadratic spectral kernel HAC, RealInt): p. 14 says the supF test could be computed, "the ' +
      'code is provided in the appendix" (p. 19: Fstats, sctest(fs)), with no output; grep of "supF", "Fstats", ' +
      '"p value" finds only the OLS-based CUSUM p value of 0.0082 (p. 14) and the coeftest p values',
  },

  // strucchange: An R Package for Testing for Structural Change in Linear Regression Models
  {
    id: 'strucchange-lexical-1',
    category: 'lexical',
    scope: { doc: 'strucchange' },
    prompt: 'In Fstats, what is the default interval of potential change points if from and to are not given?',
    facts: [{ phrases: ['the default is to take from = 0.15 and implicitly to = 0.85'], pages: [10] }],
    note: 'Section 5.1 (F statistics: function Fstats): from = 0.15 and implicitly to = 0.85, fractions of the sample',
  },
  {
    id: 'strucchange-lexical-2',
    category: 'lexical',
    scope: { doc: 'strucchange' },
    prompt:
      'When the ECM was monitored with the ME test, at which observation was a structural break detected, and which ' +
      'month does it correspond to?',
    facts: [
      {
        phrases: ['a structural break has been detected at observation #72', 'which corresponds to December 1991'],
        pages: [13],
      },
    ],
    note:
      'Section 6 (Monitoring): break at observation 72 = December 1991 (history 1986-1989); with h = 0.5 it is found ' +
      'at 70, two observations earlier',
  },
  {
    id: 'strucchange-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'strucchange' },
    prompt:
      'I want to keep watching a regression for a break as new monthly data keeps coming in, rather than test once ' +
      'at the end. How does the package handle that, and what do I have to decide before I start?',
    facts: [
      {
        phrases: [
          'Because monitoring is a sequential test procedure',
          'automatically updates our monitoring object for the new observations',
          'when the object of class "mefp" is created',
        ],
        pages: [12],
      },
    ],
    note:
      'Section 6: create an "mefp" object on the history period, call monitor() as data arrive; alpha is fixed when ' +
      'the mefp object is created (the phrase with "significance" is garbled as "signicance" in the PDF text)',
  },
  {
    id: 'strucchange-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'strucchange' },
    prompt:
      'With the CUSUM test on ordinary regression residuals, is there a choice of boundary that is better at ' +
      'catching breaks close to the start or the end of the sample?',
    facts: [
      {
        phrases: [
          'has better power for structural changes early and late in the sample period',
          'examined the properties of the alternative boundaries',
        ],
        pages: [7],
      },
    ],
    note:
      'Section 4.2: Zeileis (2000b) showed the alternative boundaries proportional to the standard deviation of the ' +
      'limiting process give the OLS-based CUSUM test better power for early and late changes',
  },
  {
    id: 'strucchange-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'strucchange' },
    prompt:
      'How do I estimate the dates of several breaks and confidence intervals for them with the breakpoints() ' +
      'function?',
    facts: [],
    note:
      'Nearby (dating, which this vignette only mentions): the abstract says breakpoint estimation was added later ' +
      'and discussed in Zeileis et al. (2003); grep of "breakpoint", "dating", "confint", "confidence interval", ' +
      '"Bai", "Perron" finds only that sentence, the conclusion and reference titles (breakpoints() appears in the ' +
      'sandwich paper, p. 14, outside this scope)',
  },

  // zoo FAQ
  {
    id: 'zoo-faq-lexical-1',
    category: 'lexical',
    scope: { doc: 'zoo-faq' },
    prompt: 'How are duplicate times typically eliminated from a zoo series?',
    facts: [
      {
        phrases: [
          'averaging over them',
          'taking the last among each run of duplicates',
          'interpolating the duplicates and deleting ones on the end',
        ],
        pages: [1],
      },
    ],
    note: 'FAQ 1: average, take the last of each run, or interpolate; with aggregate.zoo or read.zoo(aggregate = )',
  },
  {
    id: 'zoo-faq-paraphrased-1',
    category: 'paraphrased',
    scope: { doc: 'zoo-faq' },
    prompt:
      "I'm plotting a series with lots of gaps in it and all I get is the empty axes, no line at all. What can I do?",
    facts: [
      {
        phrases: [
          'Isolated points surrounded by NA values do not form lines',
          'Plot points rather than lines',
          'Fill in the NAs with interpolated values',
        ],
        pages: [8],
      },
    ],
    note: 'FAQ 9: plot points, omit NAs, interpolate with na.approx, or points with lines; not specific to zoo',
  },
  {
    id: 'zoo-faq-paraphrased-2',
    category: 'paraphrased',
    scope: { doc: 'zoo-faq' },
    prompt:
      'My table has a few numeric columns and one column of category labels. Can all of it go into a single zoo ' +
      'object?',
    facts: [
      {
        phrases: [
          'may not contain both a numeric vector and factor',
          'operations on matrices in R are much faster than on data frames',
          'Use two "zoo" variables instead',
        ],
        pages: [4],
      },
    ],
    note:
      'FAQ 4: a zoo object is a numeric vector, a numeric matrix or a factor, not both; use two zoo objects or ' +
      'convert the factor to numeric; the question says neither "factor" nor "data frame"',
  },
  {
    id: 'zoo-faq-paraphrased-3',
    category: 'paraphrased',
    scope: { doc: 'zoo-faq' },
    prompt: 'why can i call as.Date on a plain number without giving an origin once zoo is loaded, but not in base R?',
    facts: [
      {
        phrases: ['extended the origin argument of as.Date.numeric', 'in the core of R it has no default'],
        pages: [13],
      },
    ],
    note: 'Unnumbered FAQ after 13: zoo gives as.Date.numeric the default origin "1970-01-01", upwardly compatible',
  },
  {
    id: 'zoo-faq-unanswerable-1',
    category: 'unanswerable',
    scope: { doc: 'zoo-faq' },
    prompt: 'In which version of zoo was the ifelse.zoo function added?',
    facts: [],
    note:
      'Shares words (ifelse.zoo, zoo): FAQ 12 (pp. 11-12) explains why to use it, not when it appeared; grep of ' +
      '"version", "added", "introduced", "release", "since" and version numbers finds only "RghcnV3 ... Version 3", ' +
      'a lagged version (FAQ 5), "axes added" (FAQ 8) and "since ifelse is not generic"',
  },

  // The `papers` label
  {
    id: 'papers-label-label-wide-1',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt:
      'After fitting a mixed model I want predictions for the population as a whole, ignoring the subject-specific ' +
      'effects. How do I ask for that?',
    facts: [{ doc: 'lme4', phrases: ['predictions are made at the population level'], pages: [37] }],
    note:
      'lme4 section 5.2.8: predict with re.form = ~0 or NA sets all random effects to zero; sandwich-cl speaks of ' +
      '"population-averaged" marginal models (p. 25) but not of prediction',
  },
  {
    id: 'papers-label-label-wide-2',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt:
      'What are panel-corrected standard errors in the style of Beck and Katz robust against, and what do they assume?',
    facts: [
      {
        doc: 'sandwich-cl',
        phrases: [
          'robust against panel heteroscedasticity and contemporaneous correlation',
          'contemporaneous correlation across clusters follows a fixed pattern',
          'Autocorrelation within a cluster is assumed to be absent',
        ],
        pages: [10],
      },
    ],
    note: 'sandwich-cl section 3.4 (Panel-corrected standard errors, vcovPC); no other paper mentions PCSE',
  },
  {
    id: 'papers-label-label-wide-3',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt: 'Where does the name of the zoo package come from?',
    facts: [{ doc: 'zoo', phrases: ["stands for Z's ordered observations"], pages: [1] }],
    note:
      'zoo introduction: "Z\'s ordered observations", Z being Zeileis, who needed it for strucchange; the zoo FAQ ' +
      'does not explain the name',
  },
  {
    id: 'papers-label-label-wide-4',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt:
      'For a small cross-sectional regression, which heteroskedasticity-consistent covariance type did Long and ' +
      'Ervin find to work best?',
    facts: [
      {
        doc: 'sandwich',
        phrases: ['HC3 provides the best performance in small samples'],
        pages: [4],
        alsoIn: [
          {
            doc: 'sandwich-cl',
            pages: [27],
            phrases: ['Long and Ervin (2000) suggest to use HC3 in the linear model for small samples'],
          },
        ],
      },
    ],
    note:
      'sandwich section 3.1: HC3 best in small samples as it gives less weight to influential observations; ' +
      'sandwich-cl p. 27 cites the same advice (fewer than 250 observations)',
  },
  {
    id: 'papers-label-label-wide-5',
    category: 'label-wide',
    scope: { label: 'papers' },
    prompt: 'What is the main drawback of the Chow test for structural change?',
    facts: [{ doc: 'strucchange', phrases: ['the change point has to be known in advance'], pages: [9] }],
    note:
      'strucchange section 5 (F tests): the change point must be known in advance, hence the supF/aveF/expF tests; ' +
      'no other paper mentions Chow',
  },
  {
    id: 'papers-label-unanswerable-1',
    category: 'unanswerable',
    scope: { label: 'papers' },
    prompt: "How many bootstrap samples does lme4's bootMer function draw by default?",
    facts: [],
    note:
      'Shares words (bootMer, bootstrap, default): lme4 pp. 28, 35 describe bootMer as a thin wrapper around a ' +
      'simulate/refit loop, with no default count; grep of "bootMer", "nsim", "replicat", "bootstrap sample" over ' +
      "all six finds only vcovBS's R = 250 in sandwich-cl (pp. 14, 17, 26), a different function, and " +
      'simulate(fm1, 1000) for posterior predictive checks (lme4 p. 33)',
  },
  {
    id: 'papers-label-unanswerable-2',
    category: 'unanswerable',
    scope: { label: 'papers' },
    prompt: 'How does the xts package handle time zones differently from zoo?',
    facts: [],
    note:
      'Nearby (a sibling package): xts is only named, as built upon zoo (zoo p. 2, reference p. 26) and in the FAQ ' +
      'package list (zoo-faq p. 10); grep of "time zone", "timezone", "tz" finds only tz = "GMT" in FAQ 7\'s code ' +
      '(zoo-faq p. 6) and unrelated words',
  },
  {
    id: 'papers-label-unanswerable-3',
    category: 'unanswerable',
    scope: { label: 'papers' },
    prompt: 'How do I run an augmented Dickey-Fuller unit root test on my time series before fitting the regression?',
    facts: [],
    note:
      'Nearby (time-series econometrics not covered): grep of "unit root", "Dickey", "ADF", "stationar" over all six ' +
      'finds only the package name fUnitRoots in a reference (zoo p. 27) and stationary limiting processes ' +
      '(strucchange p. 7); strucchange estimates a cointegration equation (p. 3) but tests nothing for unit roots',
  },
];
