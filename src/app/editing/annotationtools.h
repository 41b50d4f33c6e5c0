#pragma once

#include "annotation.h"

#include <QList>
#include <QObject>

class QAction;
class QCheckBox;
class QToolBar;

namespace ml
{

class AnnotationColorButton;
class AnnotationTool;
class BoardDocument;
class BoardView;
class SelectTool;

// The annotation tools of the window (issue 15): one tool per kind of mark behind the
// form's actions (tool bar and Edit > Annotate), the colour button and "Only at this step"
// on the annotation tool bar. The colour chosen goes to every tool and recolours the marks
// the select tool holds.
class AnnotationTools : public QObject
{
    Q_OBJECT
public:
    // `actions` are the form's, one per AnnotationType in its order (arrow ... dim).
    AnnotationTools(BoardDocument *document, BoardView *view, SelectTool *select,
                    const QList<QAction *> &actions, QToolBar *toolBar, QObject *parent = nullptr);

    AnnotationTool *tool(AnnotationType type) const;
    QAction *action(AnnotationType type) const;
    AnnotationColorButton *colorButton() const { return m_color; }
    QCheckBox *onlyAtThisStep() const { return m_onlyHere; }
    // Puts the tool of `type` on the board, as its action does.
    void use(AnnotationType type);
    void retranslate();

Q_SIGNALS:
    void statusMessage(const QString &text);

private:
    BoardView *m_view;
    SelectTool *m_select;
    QList<AnnotationTool *> m_tools;
    QList<QAction *> m_actions;
    AnnotationColorButton *m_color;
    QCheckBox *m_onlyHere;
};

} // namespace ml
