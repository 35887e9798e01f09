//! A wrapper whose content starts afresh when its key changes: the content's widget state
//! (a scroll offset, say) is thrown away and built new, as if it had never been drawn. The
//! result card wraps its body in one keyed by the result, so every new result opens at its
//! headline however far the previous one's working was scrolled.

use iced::advanced::layout::{self, Layout};
use iced::advanced::widget::{self, Tree, tree};
use iced::advanced::{Clipboard, Shell, Widget, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Renderer, Size, Theme, Vector};

struct Fresh<'a, M> {
    key: u64,
    content: Element<'a, M, Theme, Renderer>,
}

/// `content`, whose state is kept while `key` stays the same and built new when it changes.
pub fn fresh<'a, M: 'a>(key: u64, content: impl Into<Element<'a, M>>) -> Element<'a, M> {
    Element::new(Fresh {
        key,
        content: content.into(),
    })
}

/// The key a wrapper kept last.
struct Key(u64);

impl<M> Widget<M, Theme, Renderer> for Fresh<'_, M> {
    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<Key>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(Key(self.key))
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        let kept = tree.state.downcast_mut::<Key>();
        if kept.0 == self.key {
            tree.diff_children(std::slice::from_ref(&self.content));
        } else {
            kept.0 = self.key;
            tree.children = vec![Tree::new(&self.content)];
        }
    }

    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        let node = self
            .content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits);
        layout::Node::with_children(node.size(), vec![node])
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn widget::Operation,
    ) {
        if let Some(l) = layout.children().next() {
            self.content
                .as_widget_mut()
                .operate(&mut tree.children[0], l, renderer, operation);
        }
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        if let Some(l) = layout.children().next() {
            self.content.as_widget_mut().update(
                &mut tree.children[0],
                event,
                l,
                cursor,
                renderer,
                clipboard,
                shell,
                viewport,
            );
        }
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        layout
            .children()
            .next()
            .map_or(mouse::Interaction::None, |l| {
                self.content.as_widget().mouse_interaction(
                    &tree.children[0],
                    l,
                    cursor,
                    viewport,
                    renderer,
                )
            })
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        if let Some(l) = layout.children().next() {
            self.content.as_widget().draw(
                &tree.children[0],
                renderer,
                theme,
                style,
                l,
                cursor,
                viewport,
            );
        }
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        let l = layout.children().next()?;
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            l,
            renderer,
            viewport,
            translation,
        )
    }
}
