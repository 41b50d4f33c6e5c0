// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "lesson.h"
#include "lessonhandout.h"
#include "markuplayout.h"

#include <QStringList>
#include <QWidget>

#include <memory>

namespace ml
{

// One lesson page drawn: its title, its board at the page's step beside its text, and under
// the text the question, when it has one, and whatever the presenter has revealed of the
// answer. The same view serves the editor's preview, the full-screen presentation and the
// lesson reader; they set the text size. Texts are the author's, drawn as plain text through
// the lesson markup (MarkupLayout); nothing goes to a rich-text engine.
class LessonPageView : public QWidget
{
    Q_OBJECT
public:
    explicit LessonPageView(QWidget *parent = nullptr);
    ~LessonPageView() override;

    // The page to show (copied) in `lang`; null shows nothing.
    void setPage(const LessonPage *page, const QString &lang);
    const LessonPage *page() const { return m_page ? &*m_page : nullptr; }
    QString language() const { return m_lang; }
    // The body text's size in pixels; the title is drawn larger.
    void setTextPixelSize(int pixels);
    int textPixelSize() const { return m_textPixels; }
    // Whether the presenter's notes show under the text (the editor's preview).
    void setShowNotes(bool on);
    // Dark background and light text: the presentation, for a projector.
    void setDark(bool on);
    // The lines of the answer shown so far, under the question, and the board they concern:
    // a game with the scored feature marked (null: the page's own board at its step).
    void setRevealed(const QStringList &lines, std::shared_ptr<const Game> game = nullptr,
                     const BoardRenderer::StepMarks &marks = {});
    QStringList revealedLines() const { return m_revealed; }
    // Footer text, such as "3 / 10".
    void setFooter(const QString &text);

    // What the page says, as plain text (for tests and screen readers).
    QString plainText() const;
    // The board is drawn in this rectangle (widget coordinates) on the last paint.
    QRectF boardRect() const { return m_boardRect; }
    // Whether the whole text fitted beside the board on the last paint.
    bool textFits() const { return m_textFits; }
    // The smallest text size the page drew with on the last paint (pixels).
    int smallestTextPixels() const { return m_smallestPixels; }

Q_SIGNALS:
    // A rule link in the text was clicked.
    void ruleActivated(const QString &id);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void rebuildPicture();
    void relayout();

    std::optional<LessonPage> m_page;
    QString m_lang = QStringLiteral("en");
    int m_textPixels = 14;
    bool m_showNotes = false;
    bool m_dark = false;
    std::unique_ptr<LessonPicture> m_picture;
    std::shared_ptr<const Game> m_revealGame;
    std::unique_ptr<BoardRenderer> m_revealRenderer; // draws m_revealGame
    QStringList m_revealed;
    QString m_footer;
    MarkupLayout m_text;
    QRectF m_boardRect;
    QPointF m_textTopLeft;
    int m_smallestPixels = 0;
    bool m_textFits = true;
};

} // namespace ml
